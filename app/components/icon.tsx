import spriteHref from "~/assets/icons.svg?url";
import type { IconName } from "./icon-names";

/** The size the stylesheet gives `.icon`, so an icon of this size needs no attributes. */
const DEFAULT_SIZE = 24;

interface IconProps {
  name: IconName;
  /** Width and height in pixels, unless the stylesheet sizes it. */
  size?: number;
  className?: string;
  /** A lighter stroke, for the larger drawings of cards. */
  thin?: boolean;
  /** Filled in the text colour: a liked heart or thumb. */
  filled?: boolean;
}

/**
 * A drawing from the site's sprite, one cached file: the page carries only a reference to it.
 * Always decorative; the words beside it say what it means.
 */
export function Icon({ name, size = DEFAULT_SIZE, className, thin = false, filled = false }: IconProps) {
  const classes = ["icon", thin && "icon--thin", filled && "icon--filled", className].filter(Boolean).join(" ");
  return (
    // The symbol's own viewBox scales the drawing to this box, whatever size the stylesheet gives.
    <svg
      className={classes}
      width={size === DEFAULT_SIZE ? undefined : size}
      height={size === DEFAULT_SIZE ? undefined : size}
      aria-hidden="true"
    >
      <use href={`${spriteHref}#${name}`} />
    </svg>
  );
}
