import { PREVIEW_PARAM, PREVIEW_VALUE } from "../site-content/preview-query";

/** The widths the console's preview shows a draft at (docs/post-revisions.md, Preview). */
export const PREVIEW_WIDTHS = [
  { name: "Phone", width: 390, height: 844 },
  { name: "Desktop", width: 1440, height: 900 },
] as const;

/**
 * The site page a preview may show: a path of the site itself (never another origin, never the
 * console), or null. `/blog/x?preview=draft` is what the frames load.
 */
export function previewPath(value: string | null): string | null {
  if (!value || !/^\/(?![/\\])[^\s]*$/.test(value) || value.length > 300) return null;
  const url = new URL(value, "http://site.invalid");
  if (url.origin !== "http://site.invalid" || url.pathname === "/console" || url.pathname.startsWith("/console/")) return null;
  url.searchParams.set(PREVIEW_PARAM, PREVIEW_VALUE);
  return `${url.pathname}${url.search}`;
}

/** The console's preview page for a site path. */
export const previewHref = (path: string) => `/console/preview?path=${encodeURIComponent(path)}`;
