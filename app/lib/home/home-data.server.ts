import type { AppLoadContext } from "@remix-run/node";
import { TEASER_EXCERPT_LENGTH } from "~/components/sections/latest-posts";
import { serviceCards } from "~/content/services";
import { getPosts } from "~/lib/blog/blog-index.server";
import { publishedPosts } from "~/lib/blog/published";
import { teaserPost } from "~/lib/blog/teaser";
import { formPageData } from "~/lib/forms/form-page.server";
import { pageContent } from "~/lib/site-content/page-content.server";
import { aboutText, homeSections, logoList, technologyRows } from "~/lib/site-content/sections.server";
import { testimonialsSection } from "~/lib/site-content/testimonials.server";

const TEASER_COUNT = 6;

type Args = { request: Request; context: Pick<AppLoadContext, "clientIp"> };

/**
 * Everything Home draws, in two parts: what hydrates with the page (`now`), and what only its
 * lower sections draw (`later`), which hydrate as the visitor comes to them (app/components/islands.ts).
 */
export async function homeData({ request, context }: Args) {
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
  const { slides, stats, whyChooseUs, features } = home;
  return {
    now: { slides, stats, ...form },
    later: { about, services: serviceCards(services), techRows, whyChooseUs, features, clients, testimonials, latestPosts },
  };
}

/** What Home's lower sections draw: fetched by them from `/home-parts` when the page was a document. */
export type HomeParts = Awaited<ReturnType<typeof homeData>>["later"];
