import { company } from "~/content/company";
import { absoluteUrl } from "../seo";

/** The brand mark as a PNG: search engines want a raster logo of at least 112×112 px. */
export const LOGO_PNG = { path: "/images/logo.png", width: 512, height: 512 } as const;

/** One id for the agency, so every page's structured data points at the same entity. */
export function organizationId(siteUrl: string): string {
  return `${absoluteUrl(siteUrl, "/")}#organization`;
}

export function logoImageObject(siteUrl: string) {
  return {
    "@type": "ImageObject",
    url: absoluteUrl(siteUrl, LOGO_PNG.path),
    width: LOGO_PNG.width,
    height: LOGO_PNG.height,
  };
}

/** The agency as publisher of posts and as hiring organisation of openings. */
export function organizationReference(siteUrl: string) {
  return {
    "@type": "Organization",
    "@id": organizationId(siteUrl),
    name: company.name,
    url: absoluteUrl(siteUrl, "/"),
    logo: logoImageObject(siteUrl),
  };
}

export function postalAddress(address: { street: string; city: string; region: string; postalCode: string; countryCode: string } = company.address) {
  return {
    "@type": "PostalAddress",
    streetAddress: address.street,
    addressLocality: address.city,
    addressRegion: address.region,
    postalCode: address.postalCode,
    addressCountry: address.countryCode,
  };
}
