import { features } from "~/content/benefits";
import { sectionIntros } from "~/content/home";
import { HeadedSection } from "../shell/headed-section";
import { IconCards } from "../shell/icon-cards";

export function FeatureBlocks() {
  return (
    <HeadedSection titleId="features-title" tone="night" {...sectionIntros.features}>
      <IconCards items={features} className="grid grid--4 feature-list" cardClassName="feature" />
    </HeadedSection>
  );
}
