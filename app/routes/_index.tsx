import type { MetaFunction } from "@remix-run/node";
import { HomePage } from "~/components/pages/home-page";
import { pageSeo } from "~/content/pages";
import { organizationJsonLd } from "~/lib/organization";
import { jsonLd, seo, siteUrlFrom } from "~/lib/seo";

export const meta: MetaFunction = ({ matches }) => {
  const siteUrl = siteUrlFrom(matches);
  return [...seo({ ...pageSeo("/"), path: "/", siteUrl }), jsonLd(organizationJsonLd(siteUrl))];
};

export default HomePage;
