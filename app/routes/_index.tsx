import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { HomePage } from "~/components/pages/home-page";
import { pageSeo } from "~/content/pages";
import { getPosts } from "~/lib/blog/blog-index.server";
import { enquiryAction } from "~/lib/forms/enquiry-action.server";
import { formPageData } from "~/lib/forms/form-page.server";
import { organizationJsonLd } from "~/lib/organization";
import { jsonLd, seo, siteUrlFrom } from "~/lib/seo";

export const meta: MetaFunction = ({ matches }) => {
  const siteUrl = siteUrlFrom(matches);
  return [...seo({ ...pageSeo("/"), path: "/", siteUrl }), jsonLd(organizationJsonLd(siteUrl))];
};

const TEASER_COUNT = 6;

export { formHeaders as headers } from "~/lib/forms/headers";

export async function loader() {
  // Home still renders, without its blog teaser, when the posts cannot be had.
  const [posts, form] = await Promise.all([getPosts().catch(() => []), formPageData("quote")]);
  return { latestPosts: posts.filter((post) => post.is_published).slice(0, TEASER_COUNT), ...form };
}

export function action(args: ActionFunctionArgs) {
  return enquiryAction("quote", args);
}

export default function Home() {
  const { latestPosts } = useLoaderData<typeof loader>();
  return <HomePage latestPosts={latestPosts} />;
}
