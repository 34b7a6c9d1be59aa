import { Link } from "@remix-run/react";
import { Mail, MapPin, Phone } from "lucide-react";
import { company, fullAddress } from "~/content/company";
import { BackToTop } from "./back-to-top";
import { BrandLogo } from "./brand-logo";
import { footerNav, legalNav } from "./navigation";
import { SocialLinks } from "./social-links";

function FooterLinks({ links }: { links: typeof legalNav }) {
  return (
    <ul>
      {links.map((link) => (
        <li key={link.to}>
          {link.document ? <a href={link.to}>{link.label}</a> : <Link to={link.to}>{link.label}</Link>}
        </li>
      ))}
    </ul>
  );
}

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div className="footer-brand">
          <BrandLogo />
          <p>{company.blurb}</p>
          <SocialLinks owner={company.name} links={company.socials} className="social-links" label="Social media" />
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
              <MapPin aria-hidden="true" />
              <span>
                <address style={{ fontStyle: "normal" }}>{fullAddress}</address>
                <a href={company.mapUrl} rel="noopener noreferrer" target="_blank">
                  View on map
                </a>
              </span>
            </li>
            <li>
              <Mail aria-hidden="true" />
              <a href={`mailto:${company.email}`}>{company.email}</a>
            </li>
            <li>
              <Phone aria-hidden="true" />
              <a href={company.phoneHref}>{company.phone}</a>
            </li>
          </ul>
        </div>
      </div>
      <div className="container footer-bottom">
        <p>
          © {year} {company.legalName}. All rights reserved.
        </p>
        <nav aria-label="Legal">
          <FooterLinks links={legalNav} />
        </nav>
      </div>
      {/* Fixed to the corner of the window, but inside the footer landmark like the rest of the page. */}
      <BackToTop />
    </footer>
  );
}
