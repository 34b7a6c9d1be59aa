import { BreadcrumbHero } from "~/components/breadcrumb-hero";
import { QuoteCallout } from "~/components/sections/quote-callout";
import { WhyChooseUs } from "~/components/sections/on-view-sections";
import { ServicesGrid } from "~/components/sections/services-grid";
import { TechSlider } from "~/components/sections/tech-slider";
import { pageMeta } from "~/lib/page-meta";

export const meta = pageMeta("/service");

export default function Services() {
  return (
    <>
      <BreadcrumbHero title="Services">
        <p>Six practices, one team: from the first line of code to the campaign that fills your order book.</p>
      </BreadcrumbHero>
      <ServicesGrid />
      <WhyChooseUs />
      <TechSlider />
      <QuoteCallout />
    </>
  );
}
