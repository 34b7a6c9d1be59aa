/** How a media item becomes `<picture>` sources, a preload link and a focal crop (docs/media.md). */
import type { MediaItem, MediaVariant } from "../../../contract/media";

/** A picture as content refers to it: a library item by id, with the static file and text to fall back on. */
export interface PictureRef {
  mediaId?: string;
  src: string;
  alt: string;
}

/** The variants of one format as a `srcset`, narrowest first; empty when there are none. */
export function srcSetOf(variants: readonly MediaVariant[], format: MediaVariant["format"]): string {
  return variants
    .filter((variant) => variant.format === format)
    .sort((a, b) => a.width - b.width)
    .map((variant) => `${variant.url} ${variant.width}w`)
    .join(", ");
}

/** Keeps the focal point in view when CSS crops the picture (object-fit: cover). */
export const focalPosition = (item: Pick<MediaItem, "focalX" | "focalY">) => `${item.focalX}% ${item.focalY}%`;

/**
 * The first screen's picture, preloaded from the route's `meta` (it has the loader's data; `links`
 * has not): AVIF, which every browser that preloads by `imagesrcset` also decodes.
 */
export function picturePreload(item: MediaItem | undefined, sizes: string) {
  const srcSet = item ? srcSetOf(item.variants, "avif") : "";
  if (!item || !srcSet) return [];
  return [{ tagName: "link", rel: "preload", as: "image", type: "image/avif", imageSrcSet: srcSet, imageSizes: sizes, fetchpriority: "high" }] as const;
}
