import { BreadcrumbHero } from "~/components/breadcrumb-hero";
import { FeatureBlocks } from "~/components/sections/feature-blocks";
import { QuoteCallout } from "~/components/sections/quote-callout";
import { StatCards } from "~/components/sections/stat-cards";
import { WhyChooseUs } from "~/components/sections/why-choose-us";
import { pageMeta } from "~/lib/shell/page-meta";
import type { Breadcrumb } from "~/lib/structured-data/breadcrumb-list";

const breadcrumb: Breadcrumb = { title: "Features" };

export const meta = pageMeta("/feature", { breadcrumb });

export default function Feature() {
  return (
    <>
      <BreadcrumbHero {...breadcrumb}>
        <p>What working with us feels like: fast delivery, open reporting and security built in from day one.</p>
      </BreadcrumbHero>
      <WhyChooseUs />
      <FeatureBlocks />
      <StatCards />
      <QuoteCallout />
    </>
  );
}
