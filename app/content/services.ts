import type { Service } from "./types";

/** The six services, in the order of the spec's route list and of the enquiry forms' service select. */
export const services: Service[] = [
  {
    slug: "custom-web-mobile-app-development",
    title: "Custom Web & Mobile App Development",
    subtitle: "Web apps, mobile apps and APIs",
    image: "/images/services/custom-web-mobile-app-development.svg",
    desc: "Web applications, Android and iOS apps and the APIs behind them, designed around your users and engineered to stay fast, secure and easy to change.",
    link: "/services/custom-web-mobile-app-development",
    formOption: "Custom Web & Mobile App Development",
  },
  {
    slug: "full-suite-branding-brand-building",
    title: "Full-Suite Branding & Brand Building",
    subtitle: "Strategy, identity and guidelines",
    image: "/images/services/full-suite-branding-brand-building.svg",
    desc: "Brand strategy, naming, logo and visual identity, packaging and guidelines that keep every touchpoint consistent and recognisable.",
    link: "/services/full-suite-branding-brand-building",
    formOption: "Full-suite-branding-brand-building",
  },
  {
    slug: "social-media-google-ads-seo",
    title: "Social Media, Google Ads & SEO",
    subtitle: "Performance marketing that pays its way",
    image: "/images/services/social-media-google-ads-seo.svg",
    desc: "Paid social, Google Ads and search engine optimisation run as one growth plan and measured on enquiries and revenue, not on likes.",
    link: "/services/social-media-google-ads-seo",
    formOption: "Social Media, Google Ads & SEO",
  },
  {
    slug: "ecommerce-marketing-amazon-flipkart",
    title: "E-commerce Marketing on Amazon & Flipkart",
    subtitle: "Marketplace growth and account management",
    image: "/images/services/ecommerce-marketing-amazon-flipkart.svg",
    desc: "Listings, A+ content, sponsored ads and account health management that turn marketplace browsers into repeat buyers.",
    link: "/services/ecommerce-marketing-amazon-flipkart",
    formOption: "E-commerce Marketing (Amazon & Flipkart)",
  },
  {
    slug: "scalable-digital-solutions-startups-enterprises",
    title: "Scalable Digital Solutions for Startups & Enterprises",
    subtitle: "Cloud, integrations and automation",
    image: "/images/services/scalable-digital-solutions-startups-enterprises.svg",
    desc: "Cloud architecture, system integrations, automation and dedicated teams that let startups scale fast and enterprises modernise safely.",
    link: "/services/scalable-digital-solutions-startups-enterprises",
    formOption: "Scalable Digital Solutions for Startups & Enterprises",
  },
  {
    slug: "social-pr",
    title: "Social Media & PR",
    subtitle: "Content, community and reputation",
    image: "/images/services/social-pr.svg",
    desc: "Organic social content, creator collaborations, media relations and reputation management that build lasting trust in your brand.",
    link: "/services/social-pr",
    formOption: "Social-pr",
  },
];

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

export function findService(slug: string): Service | undefined {
  return services.find((service) => service.slug === slug);
}
