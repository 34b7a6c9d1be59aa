import { company } from "~/content/company";
import { isRemote, type Opening } from "../openings";
import { organizationReference, postalAddress } from "../shell/organization";
import { absoluteUrl } from "../seo";
import { SCHEMA_CONTEXT } from "../shell/structured-data/json-ld";

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" }[char] ?? char));

/** Job search shows the description as HTML: the summary, then the requirements as a list. */
function descriptionHtml(opening: Opening): string {
  const items = opening.requirements.map((requirement) => `<li>${escapeHtml(requirement)}</li>`).join("");
  const summary = opening.summary ? `<p>${escapeHtml(opening.summary)}</p>` : "";
  const list = items ? `<p>Requirements:</p><ul>${items}</ul>` : "";
  return `${summary}<p>Experience: ${escapeHtml(opening.experience)}</p>${list}`;
}

/** The day an opening was added, in the agency's calendar. */
const datePosted = (opening: Opening) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date(opening.created_at));

/**
 * schema.org JobPosting of one opening on /career, applied for on the page's own form. It has
 * no validThrough: an opening is listed until staff close it, and then its posting goes too.
 */
export function jobPostingJsonLd(opening: Opening, siteUrl: string) {
  const office = { "@type": "Place", address: postalAddress() };
  return {
    "@context": SCHEMA_CONTEXT,
    "@type": "JobPosting",
    title: opening.title,
    description: descriptionHtml(opening),
    datePosted: datePosted(opening),
    employmentType: "FULL_TIME",
    hiringOrganization: organizationReference(siteUrl),
    // Hybrid roles keep the office as a place of work and accept applicants from the whole country.
    jobLocation: office,
    ...(isRemote(opening)
      ? {
          jobLocationType: "TELECOMMUTE",
          applicantLocationRequirements: { "@type": "Country", name: company.address.country },
        }
      : {}),
    url: absoluteUrl(siteUrl, "/career#apply"),
    directApply: true,
  };
}
