import type { CompanyFacts } from "./company";
import type { SiteContentKind } from "./kinds";
import { HOME_SEED } from "./home-seed";
import { LOGOS_SEED } from "./logos-seed";
import { SERVICES_SEED } from "./services-seed";
import { TECHNOLOGIES_SEED } from "./technologies-seed";

/**
 * The site's content as it ships: what the API is seeded with on first start, and what the site
 * shows when the API cannot be reached. `app/content/` builds its typed content from these.
 */
export const COMPANY_SEED: CompanyFacts = {
  name: "Vyom Digital",
  legalName: "Vyom Digital Technologies",
  tagline: "IT & digital growth agency",
  blurb:
    "Vyom Digital is an Indore-based IT and digital agency. We design, build and grow products and brands: custom web and mobile apps, branding, performance marketing and marketplace growth for startups and enterprises.",
  phone: "+91 73140 05678",
  whatsapp: "+91 73140 05678",
  email: "hello@vyomdigital.in",
  street: "4th Floor, Apollo Square, Vijay Nagar",
  city: "Indore",
  region: "Madhya Pradesh",
  postalCode: "452010",
  country: "India",
  businessHours: "Mon-Fri 10:00-18:30 IST",
};

export interface SeedItem {
  key: string;
  data: unknown;
}

export const SITE_CONTENT_SEED: Record<SiteContentKind, SeedItem[]> = {
  company: [{ key: "company", data: COMPANY_SEED }],
  services: SERVICES_SEED,
  home: [{ key: "home", data: HOME_SEED }],
  technologies: [{ key: "technologies", data: TECHNOLOGIES_SEED }],
  logos: [
    { key: "clients", data: LOGOS_SEED.clients },
    { key: "partners", data: LOGOS_SEED.partners },
  ],
};
