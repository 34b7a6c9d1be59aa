import type { SiteContentKind } from "../../../../contract/site-content/kinds";
import { COMPANY_FIELDS } from "./company";
import { SERVICE_FIELDS } from "./services";
import type { ContentFieldSpec } from "./types";

/** Each kind's form, one line per kind. */
export const SITE_CONTENT_FIELDS: Record<SiteContentKind, readonly ContentFieldSpec[]> = {
  company: COMPANY_FIELDS,
  services: SERVICE_FIELDS,
};
