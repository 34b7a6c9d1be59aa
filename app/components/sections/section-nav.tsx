import type { MouseEvent } from "react";
import { scrollToElement } from "~/lib/shell/scroll-to";
import { useSectionSpy } from "~/lib/use-section-spy";

/** Where a section's top lands after a click: just under the sticky header. */
const SCROLL_OFFSET_PX = 80;
const VISIBLE_SHARE = 0.6;

export interface PageSection {
  id: string;
  label: string;
}

/**
 * The sticky "on this page" bar. Its links are plain anchors (they work without JS); with JS
 * they glide to the section and the bar marks the section being read.
 */
export function SectionNav({ sections }: { sections: readonly PageSection[] }) {
  const { active, pin } = useSectionSpy(
    sections.map((section) => section.id),
    { threshold: VISIBLE_SHARE, offsetTop: SCROLL_OFFSET_PX },
  );

  const onClick = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    const target = document.getElementById(id);
    if (!target || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    pin(id);
    scrollToElement(target, SCROLL_OFFSET_PX);
    // Move the reading position too, as a plain anchor would, so Tab continues from the section.
    target.focus({ preventScroll: true });
  };

  return (
    <nav className="section-nav" aria-label="On this page">
      <div className="container">
        <ul>
          {sections.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                aria-current={active === section.id ? "true" : undefined}
                onClick={(event) => onClick(event, section.id)}
              >
                {section.label}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
