import { ABOUT_SEED } from "./about-seed";
import { COMPANY_SEED } from "./company-seed";
import type { SiteContentKind } from "./kinds";
import { HOME_SEED } from "./home-seed";
import { LOGOS_SEED } from "./logos-seed";
import { SERVICES_SEED } from "./services-seed";
import { TECHNOLOGIES_SEED } from "./technologies-seed";
import { LEGAL_SEED } from "./legal-seed";
import { TEAM_SEED } from "./team-seed";
import { TESTIMONIALS_SEED } from "./testimonials-seed";

export { COMPANY_SEED };

export interface SeedItem {
  key: string;
  data: unknown;
}

/**
 * The site's content as it ships: what the API is seeded with on first start, and what the site
 * shows when the API cannot be reached. `app/content/` builds its typed content from these.
 */
export const SITE_CONTENT_SEED: Record<SiteContentKind, SeedItem[]> = {
  company: [{ key: "company", data: COMPANY_SEED }],
  services: SERVICES_SEED,
  home: [{ key: "home", data: HOME_SEED }],
  technologies: [{ key: "technologies", data: TECHNOLOGIES_SEED }],
  logos: [
    { key: "clients", data: LOGOS_SEED.clients },
    { key: "partners", data: LOGOS_SEED.partners },
  ],
  team: [{ key: "team", data: TEAM_SEED }],
  testimonials: [{ key: "testimonials", data: TESTIMONIALS_SEED }],
  about: [{ key: "about", data: ABOUT_SEED }],
  legal: LEGAL_SEED,
};
