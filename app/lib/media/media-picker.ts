/** The media picker of the site-content editor (docs/media.md, Choosing a picture): what it shows and says. */
import type { MediaItem } from "../../../contract/media";

/** Library items a page of the picker offers, newest first. */
export const PICKER_PAGE_SIZE = 24;
/** The query parameter of the picker's page (a plain GET, so it works without JavaScript). */
export const PICKER_PAGE_PARAM = "pictures";

/** What the picker needs of an item: never its variants' list, so the page stays light. */
export interface PickerItem {
  id: string;
  alt: string;
  thumbnail: { url: string; width: number; height: number } | null;
}

export interface PictureLibrary {
  /** This page of the library. */
  items: PickerItem[];
  page: number;
  pages: number;
  /** Items the draft names that this page does not list (older ones), so its choice stays shown and kept. */
  chosen: PickerItem[];
}

export const pickerTexts = {
  none: "None (use the site's own picture)",
  needsAlt: "Needs alt text",
  addAlt: "Add alt text",
  gone: "This picture is no longer in the media library: choose another.",
  unreachable: "The media library could not be reached: the current choice is kept.",
  empty: "The media library has no pictures yet.",
} as const;

/** The smallest WebP (or the SVG) as the thumbnail. */
export function pickerItem(item: MediaItem): PickerItem {
  const variant =
    item.variants.find((candidate) => candidate.format === "svg") ??
    item.variants.filter((candidate) => candidate.format === "webp").sort((a, b) => a.width - b.width)[0];
  return { id: item.id, alt: item.alt, thumbnail: variant ? { url: variant.url, width: variant.width, height: variant.height } : null };
}

export function pickerPageOf(url: URL): number {
  const page = Number(url.searchParams.get(PICKER_PAGE_PARAM) ?? "1");
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}
