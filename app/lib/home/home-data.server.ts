import type { AppLoadContext } from "@remix-run/node";
import { TEASER_EXCERPT_LENGTH } from "~/components/sections/latest-posts";
import { serviceCards } from "~/content/services";
import { getPosts } from "~/lib/blog/blog-index.server";
import { publishedPosts } from "~/lib/blog/published";
import { teaserPost } from "~/lib/blog/teaser";
import { formPageData } from "~/lib/forms/form-page.server";
import { pageContent } from "~/lib/site-content/page-content.server";
import { aboutText, heroSlides, homeSections, logoList, technologyRows } from "~/lib/site-content/sections.server";
import { testimonialsSection } from "~/lib/site-content/testimonials.server";

const TEASER_COUNT = 6;

type Args = { request: Request; context: Pick<AppLoadContext, "clientIp"> };

/** What hydrates with Home's document: the hero, the stats and the quote form. */
export async function homeFirstScreen(args: Args) {
  const [slides, { stats }, form] = await Promise.all([heroSlides(args), homeSections(args), formPageData("quote")]);
  return { slides, stats, ...form };
}

/**
 * What only Home's lower sections draw: they hydrate as the visitor comes to them
 * (app/components/islands.ts) and then ask `/home-parts` for it.
 */
export async function homeLowerSections({ request, context }: Args) {
  const args = { request, context };
  // Home still renders, without its blog teaser, when the posts cannot be had.
  const [posts, services, { whyChooseUs, features }, techRows, clients, testimonials, about] = await Promise.all([
    getPosts().catch(() => []),
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
  return { about, services: serviceCards(services), techRows, whyChooseUs, features, clients, testimonials, latestPosts };
}

/** What Home's lower sections draw: fetched by them from `/home-parts` when the page was a document. */
export type HomeParts = Awaited<ReturnType<typeof homeLowerSections>>;
