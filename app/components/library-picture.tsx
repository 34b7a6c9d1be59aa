import type { MediaItem } from "../../contract/media";
import type { PictureRef } from "~/lib/media/responsive-image";
import { ResponsiveImage } from "./responsive-image";

interface Props {
  picture: PictureRef;
  /** The library items the page's loader found (`mediaItemsFor`), by id. */
  library: Readonly<Record<string, MediaItem>>;
  /** Text for the site's own file when the picture has none (a library item brings its own). */
  alt: string;
  /** Beside a name that says it all: empty alt text whatever the picture's. */
  decorative?: boolean;
  sizes: string;
  width: number;
  height: number;
}

/**
 * A content picture (contract/site-content/fields.ts `picture`): the media library's item, drawn
 * responsively (AVIF and WebP) with the library's alt text, when the library has it; else the
 * site's own file it names.
 */
export function LibraryPicture({ picture, library, alt, decorative = false, sizes, width, height }: Props) {
  const item = picture.mediaId ? library[picture.mediaId] : undefined;
  if (item) return <ResponsiveImage image={item} alt={decorative ? "" : item.alt || picture.alt || alt} sizes={sizes} width={width} height={height} />;
  return <img src={picture.src} alt={decorative ? "" : picture.alt || alt} width={width} height={height} loading="lazy" />;
}
