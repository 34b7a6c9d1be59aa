import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { BreadcrumbHero } from "~/components/breadcrumb-hero";
import { FeatureBlocks } from "~/components/sections/feature-blocks";
import { QuoteCallout } from "~/components/sections/quote-callout";
import { StatCards } from "~/components/sections/stat-cards";
import { WhyChooseUs } from "~/components/sections/why-choose-us";
import { pageMeta } from "~/lib/shell/page-meta";
import { homeSections } from "~/lib/site-content/sections.server";
import type { Breadcrumb } from "~/lib/structured-data/breadcrumb-list";

const breadcrumb: Breadcrumb = { title: "Features" };

export const meta = pageMeta("/feature", { breadcrumb });

/** Home's why-us, feature and stat cards as staff keep them. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { whyChooseUs, features, stats } = await homeSections({ request, context });
  return { whyChooseUs, features, stats };
}

export default function Feature() {
  const { whyChooseUs, features, stats } = useLoaderData<typeof loader>();
  return (
    <>
      <BreadcrumbHero {...breadcrumb}>
        <p>What working with us feels like: fast delivery, open reporting and security built in from day one.</p>
      </BreadcrumbHero>
      <WhyChooseUs cards={whyChooseUs} />
      <FeatureBlocks cards={features} />
      <StatCards stats={stats} />
      <QuoteCallout />
    </>
  );
}
