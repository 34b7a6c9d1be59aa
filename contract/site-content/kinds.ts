import type { z } from "zod";
import { aboutSchema } from "./about";
import { companySchema } from "./company";
import { homeSchema } from "./home";
import { logosSchema } from "./logos";
import { serviceSchema } from "./services";
import { technologiesSchema } from "./technologies";
import { cookiePolicySchema, legalSchema } from "./legal";
import { teamSchema } from "./team";
import { testimonialsSchema } from "./testimonials";

/**
 * Every kind of site content staff edit, with its zod shape (used by the API to validate a save
 * and by the site to read what it gets). A kind holds one item per key: `company`, `home` and
 * `technologies` have one, `services` one per slug, `logos` two (`clients`, `partners`).
 */
export const SITE_CONTENT_KINDS = {
  company: { label: "Company facts", schema: companySchema },
  services: { label: "Services", schema: serviceSchema },
  home: { label: "Home sections", schema: homeSchema },
  technologies: { label: "Technologies", schema: technologiesSchema },
  logos: { label: "Clients and partners", schema: logosSchema },
  team: { label: "Team", schema: teamSchema },
  testimonials: { label: "Testimonials", schema: testimonialsSchema },
  about: { label: "About page", schema: aboutSchema },
  legal: { label: "Legal pages", schema: legalSchema, keySchemas: { "cookie-policy": cookiePolicySchema } },
} as const satisfies Record<string, { label: string; schema: z.ZodTypeAny; keySchemas?: Record<string, z.ZodTypeAny> }>;

export type SiteContentKind = keyof typeof SITE_CONTENT_KINDS;
export type SiteContentData<K extends SiteContentKind> = z.infer<(typeof SITE_CONTENT_KINDS)[K]["schema"]>;

/**
 * The schema one item is checked with: its kind's, or a stricter one of the same shape where an
 * item needs more (the cookie policy must keep the places of its table and settings).
 */
export function siteContentSchema(kind: SiteContentKind, key: string): z.ZodTypeAny {
  const entry: { schema: z.ZodTypeAny; keySchemas?: Record<string, z.ZodTypeAny> } = SITE_CONTENT_KINDS[kind];
  return (entry.keySchemas && Object.hasOwn(entry.keySchemas, key) ? entry.keySchemas[key] : undefined) ?? entry.schema;
}

export const isSiteContentKind = (value: string): value is SiteContentKind => Object.hasOwn(SITE_CONTENT_KINDS, value);
