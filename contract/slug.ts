/** Slugs as the API makes them from a title; the console makes a draft's the same way while it is autosaved. */
export const SLUG_FORMAT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** "Scaling on AWS: 5 Lessons" -> "scaling-on-aws-5-lessons"; accents are folded, not dropped. */
export function slugify(text: string, maxLength = 120): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, maxLength)
    .replace(/^-+|-+$/g, "");
}
