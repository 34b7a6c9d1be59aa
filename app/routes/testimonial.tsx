import { BreadcrumbHero } from "~/components/breadcrumb-hero";
import { ClientLogos } from "~/components/sections/client-logos";
import { QuoteCallout } from "~/components/sections/quote-callout";
import { TestimonialCards } from "~/components/sections/testimonial-cards";
import { pageMeta } from "~/lib/shell/page-meta";
import type { Breadcrumb } from "~/lib/structured-data/breadcrumb-list";

const breadcrumb: Breadcrumb = { title: "Testimonials" };

export const meta = pageMeta("/testimonial", { breadcrumb });

export default function Testimonial() {
  return (
    <>
      <BreadcrumbHero {...breadcrumb}>
        <p>What founders and marketing heads say about working with us.</p>
      </BreadcrumbHero>
      <TestimonialCards />
      <ClientLogos />
      <QuoteCallout />
    </>
  );
}
