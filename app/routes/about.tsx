import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { BreadcrumbHero } from "~/components/breadcrumb-hero";
import { PartnerBlock } from "~/components/sections/partner-block";
import { AboutBlock } from "~/components/sections/about-block";
import { StatCards } from "~/components/sections/stat-cards";
import { VendorLogos } from "~/components/sections/vendor-logos";
import { WorkingWithUs } from "~/components/sections/working-with-us";
import { OurWork } from "~/components/work/our-work";
import { useCompany } from "~/lib/site-content/company";
import { aboutText, homeSections, logoList } from "~/lib/site-content/sections.server";
import { pageMeta } from "~/lib/shell/page-meta";
import type { Breadcrumb } from "~/lib/structured-data/breadcrumb-list";
import { publishedCaseStudies } from "~/lib/work.server";
import { Icon } from "~/components/icon";

const breadcrumb: Breadcrumb = { title: "About Us" };

export const meta = pageMeta("/about", { breadcrumb });

export async function loader({ request, context }: LoaderFunctionArgs) {
  const args = { request, context };
  // About stands on its own: without the API (and no earlier copy) it is shown without "Our work".
  const [caseStudies, { stats }, partners, about] = await Promise.all([
    publishedCaseStudies.get().catch((error: unknown) => {
      console.warn("Case studies could not be read:", error);
      return [];
    }),
    homeSections(args),
    logoList("partners", args),
    aboutText(args),
  ]);
  return { caseStudies, stats, partners, about };
}

export default function About() {
  const { caseStudies, stats, partners, about } = useLoaderData<typeof loader>();
  const company = useCompany();
  return (
    <>
      <BreadcrumbHero {...breadcrumb}>
        <p>{about.heroLine}</p>
      </BreadcrumbHero>
      <AboutBlock about={about} full />
      <WorkingWithUs />
      <OurWork studies={caseStudies} />
      <section className="cta-strip" aria-label="Talk to us">
        <div className="container cta-strip-inner">
          <p>
            <strong>Have a project in mind?</strong> Call us on{" "}
            <a href={company.phoneHref}>
              <Icon name="phone" size={16} /> {company.phone}
            </a>
          </p>
          <a href="/get-a-quote" className="btn btn--accent">
            Request A Quote
          </a>
        </div>
      </section>
      <StatCards stats={stats} />
      <PartnerBlock />
      <VendorLogos vendors={partners} />
    </>
  );
}
