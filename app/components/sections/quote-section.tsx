import { useCompany } from "~/lib/site-content/company";
import { sectionIntros } from "~/content/home";
import { ENQUIRY_ANCHOR } from "~/lib/shell/banner";
import { QuoteForm } from "../islands";
import { Icon } from "~/components/icon";

/** The quote request block (anchor id "enquiry") on Home and /quote. */
export function QuoteSection() {
  const intro = sectionIntros.quote;
  const company = useCompany();
  return (
    <section id={ENQUIRY_ANCHOR} className="section section--tint" aria-labelledby="quote-title">
      <div className="container split quote-split">
        <div>
          <p className="eyebrow">{intro.eyebrow}</p>
          <h2 id="quote-title">{intro.title}</h2>
          <p className="lead">{intro.text}</p>
          <ul className="contact-points">
            <li>
              <Icon name="phone" size={20} /> <a href={company.phoneHref}>{company.phone}</a>
            </li>
            <li>
              <Icon name="mail" size={20} /> <a href={`mailto:${company.email}`}>{company.email}</a>
            </li>
            <li>
              <Icon name="clock" size={20} /> {company.businessHours}
            </li>
          </ul>
          <img src="/images/illustrations/quote.svg" alt="" width={600} height={480} loading="lazy" className="quote-art" />
        </div>
        <div className="card form-card">
          <QuoteForm />
        </div>
      </div>
    </section>
  );
}
