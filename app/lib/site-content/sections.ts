import type { MediaItem } from "../../../contract/media";
import type { Benefit, Stat, Technology } from "~/content/types";

// What the pages' sections get from their loaders: only what they draw (docs/site-content.md).

/** A picture as a page draws it: the library item when it has one, else the site's own file. */
export interface ShownPicture {
  src: string;
  alt: string;
  media?: MediaItem;
}

export interface ShownSlide {
  title: string;
  description: string;
  primaryBtn: string;
  primaryBtnContext?: string;
  secondaryBtn: string;
  image: ShownPicture;
}

/** A client's or partner's logo: the name is what a screen reader hears, so the picture carries no text. */
export interface ShownLogo {
  name: string;
  href: string;
  logo: Omit<ShownPicture, "alt">;
}

/** About's text: the hero's line, the story's heading and paragraphs, the four highlights. */
export interface AboutText {
  heroLine: string;
  heading: string;
  paragraphs: string[];
  highlights: Benefit[];
}

export type { Benefit, Stat, Technology };
