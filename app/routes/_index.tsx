import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { HeroBanner } from "~/components/sections/hero-banner";
import { QuoteSection } from "~/components/sections/quote-section";
import {
  ClientLogos,
  FeatureBlocks,
  LatestPosts,
  TechSlider,
  TestimonialCards,
  WhyChooseUs,
} from "~/components/islands";
import { TEASER_EXCERPT_LENGTH } from "~/components/sections/latest-posts";
import { AboutBlock } from "~/components/sections/about-block";
import { StatCards } from "~/components/sections/stat-cards";
import { ServicesGrid } from "~/components/sections/services-grid";
import { pageSeo } from "~/content/pages";
import { serviceCards } from "~/content/services";
import { getPosts } from "~/lib/blog/blog-index.server";
import { publishedPosts } from "~/lib/blog/published";
import { teaserPost } from "~/lib/blog/teaser";
import { enquiryAction } from "~/lib/forms/enquiry-action.server";
import { formPageData } from "~/lib/forms/form-page.server";
import { seo, siteUrlFrom } from "~/lib/seo";
import { jsonLdMeta } from "~/lib/shell/structured-data/json-ld";
import { professionalServiceJsonLd } from "~/lib/structured-data/professional-service";
import { companyFrom } from "~/lib/site-content/company";
import { pageContent } from "~/lib/site-content/page-content.server";
import { aboutText, homeSections, logoList, technologyRows } from "~/lib/site-content/sections.server";
import { testimonialsSection } from "~/lib/site-content/testimonials.server";

export const meta: MetaFunction = ({ matches }) => {
  const siteUrl = siteUrlFrom(matches);
  return [...seo({ ...pageSeo("/"), path: "/", siteUrl }), jsonLdMeta(professionalServiceJsonLd(siteUrl, companyFrom(matches)))];
};

const TEASER_COUNT = 6;

export { formHeaders as headers } from "~/lib/forms/headers";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const args = { request, context };
  // Home still renders, without its blog teaser, when the posts cannot be had.
  const [posts, form, services, home, techRows, clients, testimonials, about] = await Promise.all([
    getPosts().catch(() => []),
    formPageData("quote"),
    pageContent("services", request, context),
    homeSections(args),
    technologyRows(args),
    logoList("clients", args),
    testimonialsSection(request, context),
    aboutText(args, 2),
  ]);
  const latestPosts = publishedPosts(posts)
    .slice(0, TEASER_COUNT)
    .map((post) => teaserPost(post, TEASER_EXCERPT_LENGTH));
  return { latestPosts, services: serviceCards(services), ...home, techRows, clients, testimonials, about, ...form };
}

export function action(args: ActionFunctionArgs) {
  return enquiryAction("quote", args);
}

export default function Home() {
  const { latestPosts, services, slides, stats, whyChooseUs, features, techRows, clients, testimonials, about } = useLoaderData<typeof loader>();
  return (
    <>
      <HeroBanner slides={slides} />
      <StatCards stats={stats} />
      <AboutBlock about={about} />
      <ServicesGrid services={services} />
      <TechSlider rows={techRows} />
      <WhyChooseUs cards={whyChooseUs} />
      <FeatureBlocks cards={features} />
      <ClientLogos clients={clients} />
      <QuoteSection />
      <TestimonialCards {...testimonials} />
      <LatestPosts posts={latestPosts} />
    </>
  );
}
