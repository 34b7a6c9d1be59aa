import type { ShownPicture } from "~/lib/site-content/sections";
import { ResponsiveImage } from "./responsive-image";

interface Props {
  picture: Omit<ShownPicture, "alt">;
  alt: string;
  sizes: string;
  width: number;
  height: number;
  /** Below the fold (the default): fetched as it nears the viewport. */
  lazy?: boolean;
}

/** A site content picture: the library item drawn responsively, else the site's own file. */
export function SitePicture({ picture, alt, sizes, width, height, lazy = true }: Props) {
  if (picture.media) return <ResponsiveImage image={picture.media} alt={alt} sizes={sizes} width={width} height={height} />;
  return <img src={picture.src} alt={alt} width={width} height={height} loading={lazy ? "lazy" : undefined} />;
}
