import type { CSSProperties } from "react";
import type { MediaItem } from "../../contract/media";
import { fetchPriority } from "~/lib/fetch-priority";
import { focalPosition, srcSetOf } from "~/lib/media/responsive-image";

interface StaticImage {
  src: string;
  width: number;
  height: number;
}

interface Props {
  /** A library item (AVIF and WebP sources), or a plain file of the site's own. */
  image: MediaItem | StaticImage;
  alt: string;
  /** How wide it is drawn at each viewport, for the browser to pick a width (`srcset`'s `sizes`). */
  sizes: string;
  /** The first screen's picture: fetched at once, high priority (its route's meta preloads it too). */
  priority?: boolean;
  className?: string;
  /** The box it is drawn in, when CSS crops it; the focal point stays in view. */
  width?: number;
  height?: number;
}

const isMedia = (image: MediaItem | StaticImage): image is MediaItem => "variants" in image;

/**
 * One picture, sized for the screen: `<picture>` with AVIF and WebP sources for a library item,
 * a plain `<img>` for an SVG or a static file. Always `width`/`height` (no layout shift) and lazy
 * below the fold.
 */
export function ResponsiveImage({ image, alt, sizes, priority = false, className, width, height }: Props) {
  const loading = priority ? { ...fetchPriority("high"), loading: "eager" as const } : { loading: "lazy" as const, decoding: "async" as const };
  const box = { width: width ?? image.width, height: height ?? image.height };
  if (!isMedia(image)) return <img src={image.src} alt={alt} className={className} {...box} {...loading} />;
  const style: CSSProperties = { objectPosition: focalPosition(image) };
  const avif = srcSetOf(image.variants, "avif");
  const webp = srcSetOf(image.variants, "webp");
  const img = <img src={image.url} alt={alt} className={className} style={style} {...box} {...loading} />;
  if (!avif && !webp) return img;
  return (
    <picture>
      {avif ? <source type="image/avif" srcSet={avif} sizes={sizes} /> : null}
      {webp ? <source type="image/webp" srcSet={webp} sizes={sizes} /> : null}
      {img}
    </picture>
  );
}
