/** Open Graph image size: what Facebook, LinkedIn, X and WhatsApp all show large. */
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** Bump when the site image's design changes, so caches holding the old one are bypassed. */
const SITE_IMAGE_VERSION = "1";

export const SITE_IMAGE_PATH = `/og/site.png?v=${SITE_IMAGE_VERSION}`;
export const SITE_IMAGE_ALT = "Vyom Digital, IT and digital growth agency in Indore";

/** A post's image changes when the post is published again; its URL carries that time. */
export function postImageVersion(updatedAt: string): string {
  const time = Date.parse(updatedAt);
  return Number.isNaN(time) ? "0" : String(time);
}

export function postImagePath(slug: string, updatedAt: string): string {
  return `/og/blog/${encodeURIComponent(slug)}.png?v=${postImageVersion(updatedAt)}`;
}

export { SITE_IMAGE_VERSION };
