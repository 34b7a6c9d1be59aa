/** Numbers as the dashboard shows them, in Indian grouping. */
const whole = new Intl.NumberFormat("en-IN");
const rupees = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 });

export const formatCount = (value: number) => whole.format(value);
export const formatRupees = (value: number | null) => (value === null ? "—" : rupees.format(value));

/** Leads per visit, as a percentage with one decimal; "—" without visits. */
export const conversion = (leads: number, visits: number) => (visits > 0 ? `${((leads / visits) * 100).toFixed(1)} %` : "—");

export function formatMinutes(minutes: number | null): string {
  if (minutes === null) return "—";
  if (minutes < 60) return `${minutes} min`;
  if (minutes < 48 * 60) return `${(minutes / 60).toFixed(1)} h`;
  return `${(minutes / 60 / 24).toFixed(1)} days`;
}

/** The change from the period before: "+12 %", "−5 %", "new" (from none), "±0 %". */
export function change(now: number, before: number): string {
  if (before === 0) return now === 0 ? "±0 %" : "new";
  const percent = Math.round(((now - before) / before) * 100);
  return percent === 0 ? "±0 %" : `${percent > 0 ? "+" : "−"}${Math.abs(percent)} %`;
}

/** "27 Nov" for an axis. */
export const shortDay = (day: string) =>
  new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));
