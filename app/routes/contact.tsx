import { WhatsappLink } from "~/components/whatsapp-link";
import type { ActionFunctionArgs } from "@remix-run/node";
import { BreadcrumbHero } from "~/components/breadcrumb-hero";
import { CONTACT_FORM_ANCHOR } from "~/components/page-forms/form-anchors";
import { ContactForm } from "~/components/islands";
import { MapEmbed } from "~/components/map-embed";
import { type Company, companyFrom, useCompany } from "~/lib/site-content/company";
import { enquiryAction } from "~/lib/forms/enquiry-action.server";
import { formPageData } from "~/lib/forms/form-page.server";
import { pageMeta } from "~/lib/shell/page-meta";
import type { Breadcrumb } from "~/lib/structured-data/breadcrumb-list";
import { professionalServiceJsonLd } from "~/lib/structured-data/professional-service";
import type { ReactNode } from "react";
import { Icon } from "~/components/icon";
import type { IconName } from "~/components/icon-names";

// /contact-us and /get-a-quote are this page too (app/routes.ts); /contact is the canonical one.
const breadcrumb: Breadcrumb = { title: "Contact Us" };

export const meta = pageMeta("/contact", {
  breadcrumb,
  structuredData: (siteUrl, _data, matches) => [professionalServiceJsonLd(siteUrl, companyFrom(matches))],
});
export { formHeaders as headers } from "~/lib/forms/headers";
export const loader = () => formPageData("contact");
export const action = (args: ActionFunctionArgs) => enquiryAction("contact", args);

/** The four ways to reach the agency, beside the form (after it on a phone). */
const waysOf = (company: Company): { icon: IconName; title: string; detail: ReactNode }[] => [
  {
    icon: "phone",
    title: "Call us",
    detail: (
      <>
        <a href={company.phoneHref}>{company.phone}</a>
        <WhatsappLink href={company.whatsappHref} className="btn btn--ghost btn--sm" />
      </>
    ),
  },
  { icon: "mail", title: "Email us", detail: <a href={`mailto:${company.email}`}>{company.email}</a> },
  { icon: "map-pin", title: "Visit us", detail: <address>{company.fullAddress}</address> },
  { icon: "clock", title: "Business hours", detail: <p>{company.businessHours}</p> },
];

export default function Contact() {
  const company = useCompany();
  const ways = waysOf(company);
  return (
    <>
      <BreadcrumbHero {...breadcrumb}>
        <p>Questions, quotes or a quick hello: we reply {company.replyPromise}.</p>
      </BreadcrumbHero>
      {/* The form first: it is what most visitors came for, and on a phone it opens the page. */}
      <section id={CONTACT_FORM_ANCHOR} className="section section--tint" aria-labelledby="contact-form-title">
        <div className="container split contact-layout">
          <div className="card form-card">
            <h2 id="contact-form-title">Send us a message</h2>
            <p className="form-intro">Tell us about your project and the service you need.</p>
            <ContactForm />
          </div>
          <div className="grid contact-aside">
            <section aria-labelledby="contact-ways-title">
              <h2 id="contact-ways-title" className="visually-hidden">
                Contact details
              </h2>
              <ul className="grid grid--2">
                {ways.map(({ icon, title, detail }) => (
                  <li key={title} className="card highlight contact-item">
                    <span className="card-icon card-icon--sm">
                      <Icon name={icon} />
                    </span>
                    <div>
                      <h3>{title}</h3>
                      {detail}
                    </div>
                  </li>
                ))}
              </ul>
            </section>
            <MapEmbed />
          </div>
        </div>
      </section>
    </>
  );
}
