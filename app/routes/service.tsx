import { BreadcrumbHero } from "~/components/breadcrumb-hero";
import { QuoteCallout } from "~/components/sections/quote-callout";
import { WhyChooseUs } from "~/components/sections/why-choose-us";
import { ServicesGrid } from "~/components/sections/services-grid";
import { TechSlider } from "~/components/sections/tech-slider";
import { WorkingWithUs } from "~/components/sections/working-with-us";
import { pageMeta } from "~/lib/shell/page-meta";
import type { Breadcrumb } from "~/lib/structured-data/breadcrumb-list";

const breadcrumb: Breadcrumb = { title: "Services" };

export const meta = pageMeta("/service", { breadcrumb });

export default function Services() {
  return (
    <>
      <BreadcrumbHero {...breadcrumb}>
        <p>Six practices, one team: from the first line of code to the campaign that fills your order book.</p>
      </BreadcrumbHero>
      <ServicesGrid />
      <WorkingWithUs />
      <WhyChooseUs />
      <TechSlider />
      <QuoteCallout />
    </>
  );
}
