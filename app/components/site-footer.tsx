import { WhatsappLink } from "./whatsapp-link";
import { Link, useRouteLoaderData } from "@remix-run/react";
import { useCompany } from "~/lib/site-content/company";
import { CONSENT_SETTINGS_PATH } from "~/lib/consent/choices";
import type { loader as rootLoader } from "~/root";
import { BackToTop } from "./back-to-top";
import { BrandLogo } from "./brand-logo";
import { footerNav, legalNav } from "./navigation";
import { SocialLinks } from "./social-links";
import { Icon } from "~/components/icon";

/** A path naming a file (the sitemap) is no page for the router: the browser loads it itself. */
const isFile = (path: string) => /\.\w+$/.test(path);

function FooterLinks({ links }: { links: Readonly<Record<string, string>> }) {
  return (
    <ul>
      {Object.entries(links).map(([label, to]) => (
        <li key={to}>{isFile(to) ? <a href={to}>{label}</a> : <Link to={to}>{label}</Link>}</li>
      ))}
    </ul>
  );
}

export function SiteFooter() {
  const year = new Date().getFullYear();
  const company = useCompany();
  const fullAddress = company.fullAddress;
  // With the tag manager on, the choice about its cookies can be reopened from every page.
  const hasNotice = Boolean(useRouteLoaderData<typeof rootLoader>("root")?.consent);
  const legalLinks = hasNotice ? { ...legalNav, "Cookie settings": CONSENT_SETTINGS_PATH } : legalNav;
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div className="footer-brand">
          <BrandLogo />
          <p>{company.blurb}</p>
          <SocialLinks owner={company.name} profiles={company.socials} className="social-links" label="Social media" />
        </div>
        {footerNav.map((column) => (
          <nav key={column.id} aria-labelledby={column.id}>
            <h2 id={column.id}>{column.title}</h2>
            <FooterLinks links={column.links} />
          </nav>
        ))}
        <div>
          <h2>Get in touch</h2>
          <ul className="contact-lines">
            <li>
              <Icon name="map-pin" />
              <div>
                <address style={{ fontStyle: "normal" }}>{fullAddress}</address>
                <a href={company.mapUrl} rel="noopener noreferrer" target="_blank">
                  View on Map
                </a>
              </div>
            </li>
            <li>
              <Icon name="mail" />
              <a href={`mailto:${company.email}`}>{company.email}</a>
            </li>
            <li>
              <Icon name="phone" />
              <a href={company.phoneHref}>{company.phone}</a>
            </li>
            {company.whatsappHref ? (
              <li>
                <WhatsappLink href={company.whatsappHref} />
              </li>
            ) : null}
          </ul>
        </div>
      </div>
      <div className="container footer-bottom">
        <p>
          {`© ${year} ${company.legalName}. All rights reserved.`}
        </p>
        <nav aria-label="Legal">
          <FooterLinks links={legalLinks} />
        </nav>
      </div>
      {/* Fixed to the corner of the window, but inside the footer landmark like the rest of the page. */}
      <BackToTop />
    </footer>
  );
}
