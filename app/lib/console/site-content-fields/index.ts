import type { SiteContentKind } from "../../../../contract/site-content/kinds";
import { COMPANY_FIELDS } from "./company";
import { LEGAL_FIELDS } from "./legal";
import { SERVICE_FIELDS } from "./services";
import { TEAM_FIELDS } from "./team";
import { TESTIMONIAL_FIELDS } from "./testimonials";
import type { ContentFieldSpec } from "./types";

/** Each kind's form, one line per kind. */
export const SITE_CONTENT_FIELDS: Record<SiteContentKind, readonly ContentFieldSpec[]> = {
  company: COMPANY_FIELDS,
  services: SERVICE_FIELDS,
  team: TEAM_FIELDS,
  testimonials: TESTIMONIAL_FIELDS,
  legal: LEGAL_FIELDS,
};
