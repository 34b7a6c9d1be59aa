/**
 * The agency schedules in India time. IST is a fixed +05:30 with no daylight saving, so the
 * conversion is arithmetic rather than a time-zone library.
 */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** A date-time input's value ("2026-12-01T09:30"), read as IST, as an ISO time with its offset; null when it is no real time. */
export function istInputToIso(value: string): string | null {
  const match = LOCAL_INPUT.exec(value.trim());
  if (!match) return null;
  const [, year, month, day, hour, minute] = match.map(Number) as [number, number, number, number, number, number];
  const utc = Date.UTC(year, month - 1, day, hour, minute);
  const back = new Date(utc);
  // 2026-02-30 rolls over into March: not a date anyone meant.
  if (
    back.getUTCFullYear() !== year ||
    back.getUTCMonth() !== month - 1 ||
    back.getUTCDate() !== day ||
    hour > 23 ||
    minute > 59
  ) {
    return null;
  }
  return `${value.trim()}:00+05:30`;
}

/** A moment as a date-time input's value in IST, to fill the schedule field with a post's time. */
export function isoToIstInput(iso: string | null | undefined): string {
  if (!iso) return "";
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return "";
  return new Date(time + IST_OFFSET_MS).toISOString().slice(0, 16);
}
