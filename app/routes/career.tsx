import { data, type ActionFunctionArgs, type HeadersFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ApplicationsClosed } from "~/components/career/applications-closed";
import { OpeningsUnavailable } from "~/components/career/openings-unavailable";
import { BreadcrumbHero } from "~/components/breadcrumb-hero";
import { APPLY_ANCHOR } from "~/components/page-forms/form-anchors";
import { CareerForm } from "~/components/islands";
import { HeadedSection } from "~/components/shell/headed-section";
import { IconCards } from "~/components/shell/icon-cards";
import { OpeningsList } from "~/components/sections/openings-list";
import { reasons } from "~/content/career";
import { company } from "~/content/company";
import { careerAction } from "~/lib/forms/career-action.server";
import { formPageData } from "~/lib/forms/form-page.server";
import { formHeaders } from "~/lib/forms/headers";
import { openingsOrNull } from "~/lib/openings.server";
import { pageMeta } from "~/lib/shell/page-meta";
import type { Breadcrumb } from "~/lib/structured-data/breadcrumb-list";
import { jobPostingJsonLd } from "~/lib/structured-data/job-posting";

const breadcrumb: Breadcrumb = { title: "Careers" };

export const meta = pageMeta<typeof loader>("/career", {
  breadcrumb,
  structuredData: (siteUrl, data) => (data?.openings ?? []).map((opening) => jobPostingJsonLd(opening, siteUrl)),
});

/** The form's headers, and the loader's no-store while the openings are missing: that page must not be kept. */
export const headers: HeadersFunction = (args) => {
  const headers = new Headers(formHeaders(args));
  const stated = args.loaderHeaders.get("Cache-Control");
  if (stated) headers.set("Cache-Control", stated);
  return headers;
};

export async function loader() {
  const [form, openings] = await Promise.all([formPageData("career"), openingsOrNull()]);
  return data({ ...form, openings }, { headers: openings ? {} : { "Cache-Control": "no-store" } });
}
export const action = (args: ActionFunctionArgs) => careerAction(args);

export default function Career() {
  const { openings } = useLoaderData<typeof loader>();
  return (
    <>
      <BreadcrumbHero {...breadcrumb}>
        <p>Build products and campaigns that matter, with a team that invests in your growth.</p>
      </BreadcrumbHero>
      {/* The openings first: on a phone they are what the first screen shows. */}
      <HeadedSection titleId="openings-title" eyebrow="Open positions" title="Current openings">
        {openings ? <OpeningsList openings={openings} /> : <OpeningsUnavailable id="openings-unavailable" />}
      </HeadedSection>
      <HeadedSection
        titleId="reasons-title"
        tone="tint"
        eyebrow="Why join us"
        title={`Why work at ${company.name}`}
        text="Small teams, real ownership and clients who trust us with their growth."
      >
        <IconCards items={reasons} className="grid grid--4" cardClassName="card" />
      </HeadedSection>
      <section id={APPLY_ANCHOR} className="section" aria-labelledby="apply-title">
        <div className="container split">
          <div>
            <p className="eyebrow">Apply</p>
            <h2 id="apply-title">Send us your application</h2>
            <p className="lead">
              Tell us about yourself and attach your resume as a PDF or Word file. Our HR team reads every application.
            </p>
            <img src="/images/illustrations/career.svg" alt="" width={600} height={480} loading="lazy" />
          </div>
          <div className="card form-card">
            {openings === null ? (
              <OpeningsUnavailable id="apply-unavailable" />
            ) : openings.length > 0 ? (
              <CareerForm positions={openings.map((opening) => opening.title)} />
            ) : (
              <ApplicationsClosed />
            )}
          </div>
        </div>
      </section>
    </>
  );
}
