/*
 * The career form's hint beside its waiting button. Apart from components/forms/form-texts.ts, which every page
 * with a form loads on its first visit, as only the career page needs it.
 */
/** What the application still needs, said beside its button while the button waits. */
const careerFieldNames: Record<string, string> = {
  fullName: "your full name",
  email: "your email address",
  countryCode: "a country code",
  phone: "your phone number",
  position: "a position",
  resume: "your resume (PDF, DOC or DOCX, up to 5 MB)",
  cover: "a shorter cover letter",
};

export function stillMissingText(names: readonly string[]): string {
  const parts = names.map((name) => careerFieldNames[name] ?? name);
  const list = parts.length > 1 ? `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}` : parts[0];
  return `To apply, add ${list}.`;
}
