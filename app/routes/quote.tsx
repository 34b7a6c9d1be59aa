import { BreadcrumbHero } from "~/components/breadcrumb-hero";
import { QuoteSection } from "~/components/sections/quote-section";
import { TestimonialCards } from "~/components/sections/testimonial-cards";
import { pageMeta } from "~/lib/page-meta";

export const meta = pageMeta("/quote");

export default function Quote() {
  return (
    <>
      <BreadcrumbHero title="Request A Quote">
        <p>Share a few details about your project and get a tailored proposal within 24 hours.</p>
      </BreadcrumbHero>
      <QuoteSection />
      <TestimonialCards />
    </>
  );
}
