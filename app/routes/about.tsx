import { Phone } from "lucide-react";
import { BreadcrumbHero } from "~/components/breadcrumb-hero";
import { PartnerBlock } from "~/components/sections/partner-block";
import { AboutBlock, StatCards } from "~/components/sections/on-view-sections";
import { VendorLogos } from "~/components/sections/vendor-logos";
import { company } from "~/content/company";
import { pageMeta } from "~/lib/page-meta";

export const meta = pageMeta("/about");

export default function About() {
  return (
    <>
      <BreadcrumbHero title="About Us">
        <p>An Indore-born agency building software and growth engines for ambitious brands since {company.foundedLabel}.</p>
      </BreadcrumbHero>
      <AboutBlock full />
      <section className="cta-strip" aria-label="Talk to us">
        <div className="container cta-strip-inner">
          <p>
            <strong>Have a project in mind?</strong> Call us on{" "}
            <a href={company.phoneHref}>
              <Phone aria-hidden="true" size={16} /> {company.phone}
            </a>
          </p>
          <a href="/get-a-quote" className="btn btn--accent">
            Request A Quote
          </a>
        </div>
      </section>
      <StatCards />
      <PartnerBlock />
      <VendorLogos />
    </>
  );
}
