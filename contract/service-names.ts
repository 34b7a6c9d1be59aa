/**
 * The enquiry forms send the spec's service values to the letter (spec section 5), and two of
 * them are slugs rather than names. Staff read the service's name wherever a lead is shown:
 * the inbox, its filters, mail subjects and the CSV. Any other value is its own name.
 */
const NAMES: Record<string, string> = {
  "Full-suite-branding-brand-building": "Full-Suite Branding & Brand Building",
  "Social-pr": "Social Media & PR",
};

export function serviceName(value: string): string {
  return NAMES[value] ?? value;
}
