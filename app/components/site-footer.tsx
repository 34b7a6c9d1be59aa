import { Link } from "@remix-run/react";
import { Mail, MapPin, Phone } from "lucide-react";
import { company, fullAddress } from "~/content/company";
import { BackToTop } from "./back-to-top";
import { BrandLogo } from "./brand-logo";
import { SocialIcon } from "./social-icon";

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div className="footer-brand">
          <BrandLogo />
          <p>{company.blurb}</p>
          <ul className="social-links" aria-label="Social media">
            {company.socials.map((social) => (
              <li key={social.name}>
                <a href={social.href} aria-label={social.label} rel="noopener noreferrer" target="_blank">
                  <SocialIcon name={social.name} />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-labelledby="footer-company">
          <h2 id="footer-company">Company</h2>
          <ul>
            <li>
              <Link to="/about">About</Link>
            </li>
            <li>
              <Link to="/team">Team</Link>
            </li>
            <li>
              <Link to="/contact">Contact</Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-services">
          <h2 id="footer-services">Services</h2>
          <ul>
            <li>
              <Link to="/service">All Services</Link>
            </li>
            <li>
              <Link to="/testimonial">Testimonials</Link>
            </li>
            <li>
              <Link to="/get-a-quote">Get a Quote</Link>
            </li>
          </ul>
        </nav>
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
          <ul>
            <li>
              <Link to="/privacy-policy">Privacy Policy</Link>
            </li>
            <li>
              <Link to="/terms-and-conditions">Terms &amp; Conditions</Link>
            </li>
            <li>
              <Link to="/cookie-policy">Cookies</Link>
            </li>
            <li>
              <a href="/sitemap.xml">Sitemap</a>
            </li>
          </ul>
        </nav>
      </div>
      {/* Fixed to the corner of the window, but inside the footer landmark like the rest of the page. */}
      <BackToTop />
    </footer>
  );
}
