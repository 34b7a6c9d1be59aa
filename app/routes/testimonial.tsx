import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { BreadcrumbHero } from "~/components/breadcrumb-hero";
import { ClientLogos } from "~/components/sections/client-logos";
import { QuoteCallout } from "~/components/sections/quote-callout";
import { TestimonialCards } from "~/components/sections/testimonial-cards";
import { pageMeta } from "~/lib/shell/page-meta";
import { logoList } from "~/lib/site-content/sections.server";
import { testimonialsSection } from "~/lib/site-content/testimonials.server";
import type { Breadcrumb } from "~/lib/structured-data/breadcrumb-list";

const breadcrumb: Breadcrumb = { title: "Testimonials" };

export const meta = pageMeta("/testimonial", { breadcrumb });

export async function loader({ request, context }: LoaderFunctionArgs) {
  const [clients, testimonials] = await Promise.all([logoList("clients", { request, context }), testimonialsSection(request, context)]);
  return { clients, testimonials };
}

export default function Testimonial() {
  const { clients, testimonials } = useLoaderData<typeof loader>();
  return (
    <>
      <BreadcrumbHero {...breadcrumb}>
        <p>What founders and marketing heads say about working with us.</p>
      </BreadcrumbHero>
      <TestimonialCards {...testimonials} />
      <ClientLogos clients={clients} />
      <QuoteCallout />
    </>
  );
}
