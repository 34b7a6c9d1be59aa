import type { ReactNode } from "react";
import { SectionHead } from "./section-head";

interface HeadedSectionProps {
  /** id of the heading, which also names the section landmark. */
  titleId: string;
  eyebrow: string;
  title: string;
  text?: ReactNode;
  /** Background of the band: plain, light tint or the dark night gradient. */
  tone?: "tint" | "night";
  /** Anchor for in-page navigation. */
  id?: string;
  /** Lets in-page navigation move focus to the section, not only scroll to it. */
  focusable?: boolean;
  /** Extra classes of the container, beside `container`. */
  containerClassName?: string;
  children: ReactNode;
}

/** The usual page band: a centred heading block above the section's content. */
export function HeadedSection({
  titleId,
  eyebrow,
  title,
  text,
  tone,
  id,
  focusable = false,
  containerClassName,
  children,
}: HeadedSectionProps) {
  return (
    <section
      id={id}
      className={tone ? `section section--${tone}` : "section"}
      tabIndex={focusable ? -1 : undefined}
      aria-labelledby={titleId}
    >
      <div className={containerClassName ? `container ${containerClassName}` : "container"}>
        <SectionHead id={titleId} eyebrow={eyebrow} title={title} text={text} />
        {children}
      </div>
    </section>
  );
}
