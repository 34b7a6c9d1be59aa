import type { SiteContentKind } from "../../../../contract/site-content/kinds";
import { ABOUT_FIELDS } from "./about";
import { COMPANY_FIELDS } from "./company";
import { HOME_FIELDS } from "./home";
import { LOGO_FIELDS } from "./logos";
import { SERVICE_FIELDS } from "./services";
import { TECHNOLOGY_FIELDS } from "./technologies";
import { LEGAL_FIELDS } from "./legal";
import { TEAM_FIELDS } from "./team";
import { TESTIMONIAL_FIELDS } from "./testimonials";
import type { ContentFieldSpec } from "./types";

/** Each kind's form, one line per kind. */
export const SITE_CONTENT_FIELDS: Record<SiteContentKind, readonly ContentFieldSpec[]> = {
  company: COMPANY_FIELDS,
  services: SERVICE_FIELDS,
  home: HOME_FIELDS,
  technologies: TECHNOLOGY_FIELDS,
  logos: LOGO_FIELDS,
  team: TEAM_FIELDS,
  testimonials: TESTIMONIAL_FIELDS,
  about: ABOUT_FIELDS,
  legal: LEGAL_FIELDS,
};
