import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { BreadcrumbHero } from "~/components/breadcrumb-hero";
import { QuoteCallout } from "~/components/sections/quote-callout";
import { WhyChooseUs } from "~/components/sections/why-choose-us";
import { ServicesGrid } from "~/components/sections/services-grid";
import { TechSlider } from "~/components/sections/tech-slider";
import { WorkingWithUs } from "~/components/sections/working-with-us";
import { serviceCards } from "~/content/services";
import { pageContent } from "~/lib/site-content/page-content.server";
import { homeSections, technologyRows } from "~/lib/site-content/sections.server";
import { pageMeta } from "~/lib/shell/page-meta";
import type { Breadcrumb } from "~/lib/structured-data/breadcrumb-list";

const breadcrumb: Breadcrumb = { title: "Services" };

export const meta = pageMeta("/service", { breadcrumb });

export async function loader({ request, context }: LoaderFunctionArgs) {
  const args = { request, context };
  const [services, { whyChooseUs }, techRows] = await Promise.all([pageContent("services", request, context), homeSections(args), technologyRows(args)]);
  return { services: serviceCards(services), whyChooseUs, techRows };
}

export default function Services() {
  const { services, whyChooseUs, techRows } = useLoaderData<typeof loader>();
  return (
    <>
      <BreadcrumbHero {...breadcrumb}>
        <p>Six practices, one team: from the first line of code to the campaign that fills your order book.</p>
      </BreadcrumbHero>
      <ServicesGrid services={services} />
      <WorkingWithUs />
      <WhyChooseUs cards={whyChooseUs} />
      <TechSlider rows={techRows} />
      <QuoteCallout />
    </>
  );
}
