import { sourceLabel, type LeadSource } from "../../contract/lead-source";

/** The CSV's source columns, after the existing ones so that sheets reading those by position keep working. */
export const SOURCE_COLUMNS = ["source", "source_medium", "source_campaign", "referring_site", "landing_page", "sent_from"];

export function sourceCells(source: LeadSource | null): (string | undefined)[] {
  if (!source) return SOURCE_COLUMNS.map(() => undefined);
  return [sourceLabel(source), source.utm?.utm_medium, source.utm?.utm_campaign, source.referrer, source.landing, source.page];
}
