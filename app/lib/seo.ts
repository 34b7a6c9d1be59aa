import type { MetaDescriptor } from "@remix-run/node";
import { company } from "~/content/company";
import { OG_IMAGE_SIZE, SITE_IMAGE_ALT, SITE_IMAGE_PATH } from "./og-image/paths";

interface SeoInput {
  title: string;
  description: string;
  keywords?: string;
  /** Path of the page's canonical URL, e.g. /about. */
  path: string;
  /** A 1200×630 PNG share image (og-image/paths); the site's own when not given. */
  image?: { path: string; alt: string };
  type?: "website" | "article";
  /** Canonical origin, from SITE_URL (the root loader hands it to the browser). */
  siteUrl: string;
}

type Matches = readonly { id: string; data: unknown }[];

/** SITE_URL as the root loader exposed it; every route's meta reads it from there. */
export function siteUrlFrom(matches: Matches): string {
  const root = matches.find((match) => match.id === "root")?.data as { env?: { SITE_URL?: string } } | undefined;
  return root?.env?.SITE_URL ?? "";
}

export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${siteUrl}${pathOrUrl}`;
}

/** Title, description, keywords, canonical URL, Open Graph and Twitter tags for one page. */
export function seo({ title, description, keywords, path, image, type = "website", siteUrl }: SeoInput): MetaDescriptor[] {
  const url = absoluteUrl(siteUrl, path);
  const shared = image ?? { path: SITE_IMAGE_PATH, alt: SITE_IMAGE_ALT };
  const imageUrl = absoluteUrl(siteUrl, shared.path);
  return [
    { title },
    { name: "description", content: description },
    ...(keywords ? [{ name: "keywords", content: keywords }] : []),
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: company.name },
    { property: "og:type", content: type },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: imageUrl },
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:width", content: String(OG_IMAGE_SIZE.width) },
    { property: "og:image:height", content: String(OG_IMAGE_SIZE.height) },
    { property: "og:image:alt", content: shared.alt },
    { property: "og:locale", content: "en_IN" },
    // X reads the title, description and image from the Open Graph tags when its own are absent.
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:image:alt", content: shared.alt },
  ];
}
