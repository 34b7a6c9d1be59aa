const IST_OFFSET_MS = 5.5 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The agency's calendar day (Indian Standard Time, no daylight saving) of an instant, as 2026-11-27. */
export const istDay = (at: Date): string => new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);

/** The instant an IST day ends (midnight IST that follows it). */
export const endOfIstDay = (day: string): Date => new Date(new Date(`${day}T00:00:00Z`).getTime() + DAY_MS - IST_OFFSET_MS);
