import { Link } from "@remix-run/react";
import { ArrowLeft, BadgeCheck, ShieldCheck, Star, Timer } from "lucide-react";
import type { Service, ServiceDetail } from "~/content/types";
import { BreadcrumbHero } from "../breadcrumb-hero";
import { ClientLogos } from "../sections/client-logos";
import { FaqList } from "../sections/faq-list";
import { SectionNav } from "../sections/section-nav";
import { TechStack } from "../sections/tech-stack";

export const TECH_STACK_SLUG = "custom-web-mobile-app-development";

const trustBadges = [
  { label: "ISO-grade security", Icon: ShieldCheck },
  { label: "Top-rated delivery", Icon: Star },
  { label: "On-time, on-budget", Icon: Timer },
];

export function ServiceDetailPage({ service, detail }: { service: Service; detail: ServiceDetail }) {
  const hasTechStack = service.slug === TECH_STACK_SLUG;
  const sections = [
    { id: "overview", label: "Overview" },
    ...(hasTechStack ? [{ id: "tech-stack", label: "Tech Stack" }] : []),
    ...(detail.faqs.length > 0 ? [{ id: "faqs", label: "FAQs" }] : []),
  ];
  return (
    <>
      <BreadcrumbHero title={service.title} parentLabel="Services" parentTo="/service">
        <p>{detail.description}</p>
        <div className="btn-row">
          <Link to="/quote" className="btn btn--accent">
            Get a quote
          </Link>
          <Link to="/contact-us" className="btn btn--light">
            Talk to us
          </Link>
        </div>
        <ul className="trust-badges" aria-label="Why clients trust us">
          {trustBadges.map(({ label, Icon }) => (
            <li key={label}>
              <Icon aria-hidden="true" size={18} /> {label}
            </li>
          ))}
        </ul>
      </BreadcrumbHero>
      <SectionNav sections={sections} />
      <section id="overview" className="section" tabIndex={-1} aria-labelledby="overview-title">
        <div className="container split service-overview">
          <div>
            <p className="eyebrow">Overview</p>
            <h2 id="overview-title">{service.subtitle}</h2>
            {detail.overview.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <div className="card deliverables">
            <img src={service.image} alt="" width={400} height={300} />
            <h3>
              <BadgeCheck aria-hidden="true" size={20} /> What you get
            </h3>
            <ul className="check-list">
              {detail.deliverables.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        </div>
      </section>
      {hasTechStack ? (
        <section id="tech-stack" className="section section--tint" tabIndex={-1} aria-labelledby="tech-stack-title">
          <div className="container">
            <div className="section-head">
              <p className="eyebrow">Tech Stack</p>
              <h2 id="tech-stack-title">Technologies we build with</h2>
              <p>Proven, well-supported tools chosen for each product's scale, budget and team.</p>
            </div>
            <TechStack />
          </div>
        </section>
      ) : null}
      <ClientLogos title="Trusted by" />
      {detail.faqs.length > 0 ? (
        <section id="faqs" className="section" tabIndex={-1} aria-labelledby="faqs-title">
          <div className="container faq-container">
            <div className="section-head">
              <p className="eyebrow">FAQs</p>
              <h2 id="faqs-title">Frequently asked questions</h2>
            </div>
            <FaqList faqs={detail.faqs} />
          </div>
        </section>
      ) : null}
      <section className="section" aria-label="Next steps">
        <div className="container">
          <div className="callout">
            <div>
              <h2>{detail.callout.title}</h2>
              <p>{detail.callout.text}</p>
            </div>
            <div className="btn-row">
              <Link to="/quote" className="btn btn--accent">
                Get a quote
              </Link>
            </div>
          </div>
          <p className="back-link">
            <Link to="/service" className="text-link">
              <ArrowLeft aria-hidden="true" size={18} /> Back to Services
            </Link>
          </p>
        </div>
      </section>
    </>
  );
}
