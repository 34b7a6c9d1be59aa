import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { BreadcrumbHero } from "~/components/breadcrumb-hero";
import { HeadedSection } from "~/components/shell/headed-section";
import { IconCards } from "~/components/shell/icon-cards";
import { ClientLogos } from "~/components/sections/client-logos";
import { QuoteCallout } from "~/components/sections/quote-callout";
import { processSteps } from "~/content/benefits";
import { pageMeta } from "~/lib/shell/page-meta";
import { logoList } from "~/lib/site-content/sections.server";
import type { Breadcrumb } from "~/lib/structured-data/breadcrumb-list";

const breadcrumb: Breadcrumb = { title: "How We Work" };

export const meta = pageMeta("/detail", { breadcrumb });

export async function loader({ request, context }: LoaderFunctionArgs) {
  return { clients: await logoList("clients", { request, context }) };
}

export default function Detail() {
  const { clients } = useLoaderData<typeof loader>();
  return (
    <>
      <BreadcrumbHero {...breadcrumb}>
        <p>A clear, four-step process that keeps every engagement on time, on budget and measurable.</p>
      </BreadcrumbHero>
      <HeadedSection
        titleId="process-title"
        eyebrow="Our process"
        title="From first call to measurable growth"
        text="Every project, large or small, follows the same steps, so you always know what happens next."
      >
        <IconCards
          items={processSteps}
          className="grid grid--4 process-list"
          cardClassName="card process-step"
          numbered
        />
      </HeadedSection>
      <ClientLogos clients={clients} />
      <QuoteCallout />
    </>
  );
}
