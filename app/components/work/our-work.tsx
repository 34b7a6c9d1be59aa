import { HeadedSection } from "~/components/shell/headed-section";
import type { CaseStudy } from "~/lib/work";
import { PORTFOLIO_ANCHOR } from "~/lib/shell/work-anchor";
import { CaseStudyCard } from "./case-study-card";

/** About's "Our work" (anchor portfolio, where "View Portfolio" leads); absent without case studies. */
export function OurWork({ studies }: { studies: readonly CaseStudy[] }) {
  if (studies.length === 0) return null;
  return (
    <HeadedSection
      id={PORTFOLIO_ANCHOR}
      focusable
      titleId="portfolio-title"
      tone="tint"
      eyebrow="Portfolio"
      title="Our work"
      text="A few of the problems we have solved for clients, and what changed for them."
    >
      <div className="grid grid--2 case-studies">
        {studies.map((study) => (
          <CaseStudyCard key={study.id} study={study} />
        ))}
      </div>
    </HeadedSection>
  );
}
