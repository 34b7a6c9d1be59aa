import { Link } from "@remix-run/react";
import { ArrowRight, Phone } from "lucide-react";
import { company } from "~/content/company";
import { sectionIntros } from "~/content/home";
import { services } from "~/content/services";
import { SectionHead } from "../section-head";

export function ServicesGrid({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const intro = sectionIntros.services;
  return (
    <section className="section section--tint" aria-labelledby="services-title">
      <div className="container">
        <SectionHead id="services-title" eyebrow={intro.eyebrow} title={intro.title} text={intro.text} />
        <ul className="grid grid--3 service-cards">
          {services.map((service) => (
            <li key={service.slug} className="card service-card">
              <img src={service.image} alt="" width={400} height={300} loading="lazy" />
              {headingLevel === 2 ? <h3>{service.title}</h3> : <h4>{service.title}</h4>}
              <p className="service-subtitle">{service.subtitle}</p>
              <p>{service.desc}</p>
              <Link to={service.link} className="text-link">
                Read more <span className="visually-hidden">about {service.title}</span>
                <ArrowRight aria-hidden="true" size={18} />
              </Link>
            </li>
          ))}
        </ul>
        <div className="call-banner">
          <div>
            <h3>Call Us For Quote</h3>
            <p>Talk to a strategist today: we reply {company.replyPromise}.</p>
          </div>
          <a href={company.phoneHref} className="btn btn--accent">
            <Phone aria-hidden="true" size={18} /> {company.phone}
          </a>
        </div>
      </div>
    </section>
  );
}
