import type { ServiceContent } from "../../contract/site-content/services";
import { SERVICES_SEED } from "../../contract/site-content/services-seed";
import type { Service, ServiceDetail, ServiceSlug } from "./types";

/**
 * The option text in the enquiry forms' service select for each service (spec section 5, to the
 * letter): what the API receives, so it stays in code whatever staff call the service.
 */
export const SERVICE_FORM_OPTIONS: Record<ServiceSlug, string> = {
  "custom-web-mobile-app-development": "Custom Web & Mobile App Development",
  "full-suite-branding-brand-building": "Full-suite-branding-brand-building",
  "social-media-google-ads-seo": "Social Media, Google Ads & SEO",
  "ecommerce-marketing-amazon-flipkart": "E-commerce Marketing (Amazon & Flipkart)",
  "scalable-digital-solutions-startups-enterprises": "Scalable Digital Solutions for Startups & Enterprises",
  "social-pr": "Social-pr",
};

/** The enquiry forms' service select options, in order (spec section 5). */
export const serviceOptions = [
  "Custom Web & Mobile App Development",
  "Full-suite-branding-brand-building",
  "Social Media, Google Ads & SEO",
  "E-commerce Marketing (Amazon & Flipkart)",
  "Scalable Digital Solutions for Startups & Enterprises",
  "Social-pr",
  "Other service",
] as const;

export const isServiceSlug = (slug: string): slug is ServiceSlug => Object.hasOwn(SERVICE_FORM_OPTIONS, slug);

/** A card as the pages draw it: only what the card shows, so a page's HTML carries no more. */
export type ServiceCard = Pick<Service, "slug" | "title" | "subtitle" | "image" | "desc">;

interface Entry {
  key: string;
  data: ServiceContent;
}

/** The services staff keep (published, a draft in a preview, or the seed), in their order; unknown slugs are left out. */
export function serviceCards(entries: readonly Entry[]): ServiceCard[] {
  return [...entries]
    .sort((a, b) => a.data.order - b.data.order || a.key.localeCompare(b.key))
    .flatMap(({ key, data }) => (isServiceSlug(key) ? [{ slug: key, title: data.title, subtitle: data.subtitle, image: data.image, desc: data.desc }] : []));
}

export function serviceOf(card: ServiceCard): Service {
  return { ...card, link: `/services/${card.slug}`, formOption: SERVICE_FORM_OPTIONS[card.slug] };
}

export function serviceDetailOf(data: ServiceContent): ServiceDetail {
  const { description, overview, deliverables, faqs, callout, seo } = data;
  return { description, overview, deliverables, faqs, callout, seo };
}

/** The six services as they ship (contract/site-content/services.ts): sitemap, search and old URLs. */
export const services: Service[] = /* @__PURE__ */ serviceCards(SERVICES_SEED).map(serviceOf);

export function findService(slug: string): Service | undefined {
  return services.find((service) => service.slug === slug);
}
