import type { Benefit } from "~/content/types";
import { Icon } from "../icon";

interface IconCardsProps {
  items: readonly Benefit[];
  /** Classes of the list: its grid and what kind of list it is. */
  className: string;
  /** Classes of each card. */
  cardClassName: string;
  /** Steps in order: an ordered list with a big decorative number on each card. */
  numbered?: boolean;
  /** A small icon beside the text instead of a large one above it. */
  compact?: boolean;
}

/** A grid of cards, each an icon, a heading and a line of text. */
export function IconCards({ items, className, cardClassName, numbered = false, compact = false }: IconCardsProps) {
  const List = numbered ? "ol" : "ul";
  return (
    <List className={className}>
      {items.map((item, index) => {
        const words = (
          <>
            <h3>{item.title}</h3>
            <p>{item.text}</p>
          </>
        );
        return (
          <li key={item.title} className={cardClassName}>
            {numbered ? (
              <span className="process-number" aria-hidden="true">
                {String(index + 1).padStart(2, "0")}
              </span>
            ) : null}
            <span className={compact ? "card-icon card-icon--sm" : "card-icon"}>
              <Icon name={item.icon} thin />
            </span>
            {compact ? <div>{words}</div> : words}
          </li>
        );
      })}
    </List>
  );
}
