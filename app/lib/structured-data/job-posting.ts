import { company } from "~/content/company";
import type { JobOpening } from "~/content/types";
import { organizationReference, postalAddress } from "../organization";
import { absoluteUrl } from "../seo";
import { SCHEMA_CONTEXT } from "./json-ld";

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" }[char] ?? char));

/** Job search shows the description as HTML: the summary, then the requirements as a list. */
function descriptionHtml(opening: JobOpening): string {
  const items = opening.requirements.map((requirement) => `<li>${escapeHtml(requirement)}</li>`).join("");
  return `<p>${escapeHtml(opening.summary)}</p><p>Experience: ${escapeHtml(
    opening.experience
  )}</p><p>Requirements:</p><ul>${items}</ul>`;
}

/** schema.org JobPosting of one opening on /career, applied for on the page's own form. */
export function jobPostingJsonLd(opening: JobOpening, siteUrl: string) {
  const office = { "@type": "Place", address: postalAddress() };
  return {
    "@context": SCHEMA_CONTEXT,
    "@type": "JobPosting",
    title: opening.title,
    description: descriptionHtml(opening),
    datePosted: opening.datePosted,
    validThrough: `${opening.validThrough}T23:59:59+05:30`,
    employmentType: opening.employmentType,
    hiringOrganization: organizationReference(siteUrl),
    // Hybrid roles keep the office as a place of work and accept applicants from the whole country.
    jobLocation: office,
    ...(opening.remote
      ? {
          jobLocationType: "TELECOMMUTE",
          applicantLocationRequirements: { "@type": "Country", name: company.address.country },
        }
      : {}),
    url: absoluteUrl(siteUrl, "/career#apply"),
    directApply: true,
  };
}
