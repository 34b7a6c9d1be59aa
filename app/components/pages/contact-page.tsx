import { Clock, Mail, MapPin, Phone } from "lucide-react";
import { BreadcrumbHero } from "~/components/breadcrumb-hero";
import { CONTACT_FORM_ANCHOR, ContactForm } from "~/components/forms/contact-form";
import { MapEmbed } from "~/components/map-embed";
import { company, fullAddress } from "~/content/company";

/** /contact, /contact-us and /get-a-quote are one page. */
export function ContactPage() {
  return (
    <>
      <BreadcrumbHero title="Contact Us">
        <p>Questions, quotes or a quick hello: we reply {company.replyPromise}.</p>
      </BreadcrumbHero>
      <section className="section" aria-label="Contact details">
        <div className="container">
          <ul className="grid grid--4 contact-strip">
            <li className="card contact-item">
              <span className="card-icon">
                <Phone />
              </span>
              <h2>Call us</h2>
              <a href={company.phoneHref}>{company.phone}</a>
            </li>
            <li className="card contact-item">
              <span className="card-icon">
                <Mail />
              </span>
              <h2>Email us</h2>
              <a href={`mailto:${company.email}`}>{company.email}</a>
            </li>
            <li className="card contact-item">
              <span className="card-icon">
                <MapPin />
              </span>
              <h2>Visit us</h2>
              <address>{fullAddress}</address>
            </li>
            <li className="card contact-item">
              <span className="card-icon">
                <Clock />
              </span>
              <h2>Business hours</h2>
              <p>{company.businessHours}</p>
            </li>
          </ul>
        </div>
      </section>
      <section id={CONTACT_FORM_ANCHOR} className="section section--tint" aria-labelledby="contact-form-title">
        <div className="container split contact-split">
          <div className="card form-card">
            <h2 id="contact-form-title">Send us a message</h2>
            <p className="form-intro">Tell us about your project and the service you need.</p>
            <ContactForm />
          </div>
          <MapEmbed />
        </div>
      </section>
    </>
  );
}
