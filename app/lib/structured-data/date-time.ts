/** India Standard Time: UTC+05:30 all year, no daylight saving. */
const IST_OFFSET_MINUTES = 330;

/**
 * A full ISO 8601 date-time with the agency's offset, e.g. 2026-06-17T16:30:00+05:30, for
 * structured data. A bare date (YYYY-MM-DD) is taken as midnight in India. Empty when unreadable.
 */
export function indiaDateTime(value: string): string {
  const time = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00+05:30` : value).getTime();
  if (Number.isNaN(time)) return "";
  return `${new Date(time + IST_OFFSET_MINUTES * 60_000).toISOString().slice(0, 19)}+05:30`;
}
