import { sectionIntros } from "~/content/home";
import { HeadedSection } from "../shell/headed-section";
import { IconCards } from "../shell/icon-cards";
import type { Benefit } from "~/lib/site-content/sections";

/** The feature cards (Home's site content). */
export function FeatureBlocks({ cards }: { cards: readonly Benefit[] }) {
  return (
    <HeadedSection titleId="features-title" tone="night" {...sectionIntros.features}>
      <IconCards items={cards} className="grid grid--4 feature-list" cardClassName="feature" />
    </HeadedSection>
  );
}
