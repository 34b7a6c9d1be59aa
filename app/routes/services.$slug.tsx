import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, Link, useLoaderData } from "@remix-run/react";
import { BreadcrumbHero } from "~/components/breadcrumb-hero";
import { HeadedSection } from "~/components/shell/headed-section";
import { NotFoundView } from "~/components/not-found-view";
import { QuoteButtons } from "~/components/quote-buttons";
import { FaqList } from "~/components/sections/faq-list";
import { QuoteCallout } from "~/components/sections/quote-callout";
import { SectionNav } from "~/components/sections/section-nav";
import { ClientLogos } from "~/components/sections/client-logos";
import { TechStack } from "~/components/sections/tech-stack";
import { serviceCards, serviceDetailOf, serviceOf } from "~/content/services";
import type { Service } from "~/content/types";
import { notFoundMeta } from "~/lib/not-found-meta";
import { seo, siteUrlFrom } from "~/lib/seo";
import { breadcrumbListJsonLd, type Breadcrumb } from "~/lib/structured-data/breadcrumb-list";
import { jsonLdMeta } from "~/lib/shell/structured-data/json-ld";
import { serviceJsonLd } from "~/lib/structured-data/service";
import { Icon } from "~/components/icon";
import { pageContent } from "~/lib/site-content/page-content.server";
import { logoList, techStack } from "~/lib/site-content/sections.server";
import type { IconName } from "~/components/icon-names";

// Only the custom development service is built on a stack worth listing.
const TECH_STACK_SLUG = "custom-web-mobile-app-development";

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const args = { request, context };
  const [entries, clients] = await Promise.all([pageContent("services", request, context), logoList("clients", args)]);
  const entry = entries.find((item) => item.key === params.slug);
  const card = entry ? serviceCards([entry])[0] : undefined;
  if (!entry || !card) throw data({ slug: params.slug }, { status: 404 });
  const stack = entry.key === TECH_STACK_SLUG ? await techStack(args) : [];
  // Only this service's text: the page's script then carries none of the other services'.
  return { service: card, detail: serviceDetailOf(entry.data), clients, stack };
}

const SERVICE_NOT_FOUND = {
  title: "Service not found | Vyom Digital",
  description: "This service does not exist. See all our services.",
};

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches, location }) => {
  const siteUrl = siteUrlFrom(matches);
  if (!loaderData?.service) return notFoundMeta(SERVICE_NOT_FOUND, `${siteUrl}${location.pathname}`);
  const service = serviceOf(loaderData.service);
  const { detail } = loaderData;
  return [
    ...seo({ ...detail.seo, path: service.link, siteUrl }),
    jsonLdMeta(serviceJsonLd(service, detail, siteUrl)),
    jsonLdMeta(breadcrumbListJsonLd(serviceBreadcrumb(service), service.link, siteUrl)),
  ];
};

const serviceBreadcrumb = (service: Service): Breadcrumb => ({
  title: service.title,
  parentLabel: "Services",
  parentTo: "/service",
});

const trustBadges: { label: string; icon: IconName }[] = [
  { label: "ISO-grade security", icon: "shield-check" },
  { label: "Top-rated delivery", icon: "star" },
  { label: "On-time, on-budget", icon: "timer" },
];

export default function ServiceDetail() {
  const loaded = useLoaderData<typeof loader>();
  const { detail } = loaded;
  const service = serviceOf(loaded.service);
  const hasTechStack = service.slug === TECH_STACK_SLUG;
  const sections = [
    { id: "overview", label: "Overview" },
    ...(hasTechStack ? [{ id: "tech-stack", label: "Tech Stack" }] : []),
    ...(detail.faqs.length > 0 ? [{ id: "faqs", label: "FAQs" }] : []),
  ];
  return (
    <>
      <BreadcrumbHero {...serviceBreadcrumb(service)}>
        <p>{detail.description}</p>
        <QuoteButtons words="spec" />
        <ul className="trust-badges" aria-label="Why clients trust us">
          {trustBadges.map(({ label, icon }) => (
            <li key={label}>
              <Icon name={icon} size={18} /> {label}
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
              <Icon name="badge-check" size={20} /> What you get
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
        <HeadedSection
          id="tech-stack"
          titleId="tech-stack-title"
          tone="tint"
          focusable
          eyebrow="Tech Stack"
          title="Technologies we build with"
          text="Proven, well-supported tools chosen for each product's scale, budget and team."
        >
          <TechStack categories={loaded.stack} />
        </HeadedSection>
      ) : null}
      <ClientLogos clients={loaded.clients} title="Trusted by" />
      {detail.faqs.length > 0 ? (
        <HeadedSection
          id="faqs"
          titleId="faqs-title"
          focusable
          containerClassName="faq-container"
          eyebrow="FAQs"
          title="Frequently asked questions"
        >
          <FaqList faqs={detail.faqs} />
        </HeadedSection>
      ) : null}
      <QuoteCallout title={detail.callout.title} text={detail.callout.text} label="Next steps" talk={false}>
        <p className="back-link">
          <Link to="/service" className="text-link">
            <Icon name="arrow-left" size={18} /> Back to Services
          </Link>
        </p>
      </QuoteCallout>
    </>
  );
}

export function ErrorBoundary() {
  return (
    <NotFoundView title="Service not found" parentLabel="Services" parentTo="/service" containerClassName="section-head">
      <h2>We could not find that service</h2>
      <p>It may have been renamed. Our full list of services is one click away.</p>
      <Link to="/service" className="btn btn--primary">
        See All Services
      </Link>
    </NotFoundView>
  );
}
