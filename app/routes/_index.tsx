import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { HeroBanner } from "~/components/sections/hero-banner";
import { QuoteSection } from "~/components/sections/quote-section";
import {
  AboutBlock,
  ClientLogos,
  FeatureBlocks,
  LatestPosts,
  ServicesGrid,
  TechSlider,
  TestimonialCards,
  WhyChooseUs,
} from "~/components/islands";
import { StatCards } from "~/components/sections/stat-cards";
import { pageSeo } from "~/content/pages";
import { enquiryAction } from "~/lib/forms/enquiry-action.server";
import { seo, siteUrlFrom } from "~/lib/seo";
import { jsonLdMeta } from "~/lib/shell/structured-data/json-ld";
import { professionalServiceJsonLd } from "~/lib/structured-data/professional-service";
import { companyFrom } from "~/lib/site-content/company";
import { homeFirstScreen, homeLowerSections } from "~/lib/home/home-data.server";
import { holdForDocument } from "~/lib/shell/held-parts.server";
import { useHeldPart } from "~/lib/shell/held-parts";
import { heldOr } from "~/components/island";

export const meta: MetaFunction = ({ matches }) => {
  const siteUrl = siteUrlFrom(matches);
  return [...seo({ ...pageSeo("/"), path: "/", siteUrl }), jsonLdMeta(professionalServiceJsonLd(siteUrl, companyFrom(matches)))];
};

export { formHeaders as headers } from "~/lib/forms/headers";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const args = { request, context };
  const [now, later] = await Promise.all([homeFirstScreen(args), homeLowerSections(args)]);
  // The lower sections' data is in the document once, as their HTML (held-parts.server.ts).
  return { ...now, later: holdForDocument(context, "home", later) };
}

export function action(args: ActionFunctionArgs) {
  return enquiryAction("quote", args);
}

export default function Home() {
  const { slides, stats, later: loaded } = useLoaderData<typeof loader>();
  const later = useHeldPart("home", loaded);
  return (
    <>
      <HeroBanner slides={slides} />
      <StatCards stats={stats} />
      <AboutBlock {...heldOr(later, (parts) => ({ about: parts.about }))} />
      <ServicesGrid {...heldOr(later, (parts) => ({ services: parts.services }))} />
      <TechSlider {...heldOr(later, (parts) => ({ rows: parts.techRows }))} />
      <WhyChooseUs {...heldOr(later, (parts) => ({ cards: parts.whyChooseUs }))} />
      <FeatureBlocks {...heldOr(later, (parts) => ({ cards: parts.features }))} />
      <ClientLogos {...heldOr(later, (parts) => ({ clients: parts.clients }))} />
      <QuoteSection />
      <TestimonialCards {...heldOr(later, (parts) => parts.testimonials)} />
      <LatestPosts {...heldOr(later, (parts) => ({ posts: parts.latestPosts }))} />
    </>
  );
}
