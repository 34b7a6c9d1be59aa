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
import { pageMeta } from "~/lib/shell/page-meta";
import type { Breadcrumb } from "~/lib/structured-data/breadcrumb-list";

const breadcrumb: Breadcrumb = { title: "Services" };

export const meta = pageMeta("/service", { breadcrumb });

export async function loader({ request, context }: LoaderFunctionArgs) {
  return { services: serviceCards(await pageContent("services", request, context)) };
}

export default function Services() {
  const { services } = useLoaderData<typeof loader>();
  return (
    <>
      <BreadcrumbHero {...breadcrumb}>
        <p>Six practices, one team: from the first line of code to the campaign that fills your order book.</p>
      </BreadcrumbHero>
      <ServicesGrid services={services} />
      <WorkingWithUs />
      <WhyChooseUs />
      <TechSlider />
      <QuoteCallout />
    </>
  );
}
