import type { Utm } from "./utm";

/**
 * Where a lead came from (meta.source of an enquiry, `source` of an application): the visit's
 * campaign, the host of the site that sent the visitor, the visit's first page on this site, and
 * the page the form was sent from. Every page reads this module, so it stays free of zod;
 * the schema is in lead-source-schema.ts.
 */
export interface LeadSource {
  utm?: Utm;
  /** Host only (never the whole address), e.g. "www.google.com". */
  referrer?: string;
  /** Path and query of the visit's first page on this site. */
  landing?: string;
  /** Path of the page the form was sent from. */
  page?: string;
}

/** The hidden field that carries the visit's source (JSON) with every form. */
export const SOURCE_FIELD = "visit_source";
export const SOURCE_PATH_MAX = 300;
export const SOURCE_HOST_MAX = 253;

/** "direct" when neither a campaign nor another site sent the visitor. */
export const DIRECT = "direct";

/** The one name a source goes by in filters and the dashboard: utm_source, else the referring host, else direct. */
export function sourceLabel(source: LeadSource | null | undefined): string {
  return source?.utm?.utm_source?.trim().toLowerCase() || source?.referrer || DIRECT;
}

/** A source as labelled lines, for the lead page and the staff mail: source, campaign, referrer, landing page, form page. */
export function sourceRows(source: LeadSource | null | undefined): [string, string][] {
  if (!source) return [];
  const rows: [string, string][] = [["Source", sourceLabel(source)]];
  const { utm } = source;
  if (utm?.utm_medium) rows.push(["Medium", utm.utm_medium]);
  if (utm?.utm_campaign) rows.push(["Campaign", utm.utm_campaign]);
  if (source.referrer) rows.push(["Referring site", source.referrer]);
  if (source.landing) rows.push(["Landing page", source.landing]);
  if (source.page) rows.push(["Sent from", source.page]);
  return rows;
}
