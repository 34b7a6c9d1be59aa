/**
 * The campaign parameters the spec reads from the landing URL (section 3) and an enquiry
 * carries in meta.utm. Every page of the site reads this module, so it stays free of zod;
 * the schema is in utm-schema.ts.
 */
export const UTM_KEYS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content", "ref"] as const;

export const UTM_VALUE_MAX = 200;

export type UtmKey = (typeof UTM_KEYS)[number];
export type Utm = Partial<Record<UtmKey, string>>;
