/** The forms' own words that show before anything is checked (spec sections 4, 5 and 8). */

/** The name a comment posted as anonymous carries. */
export const ANONYMOUS_NAME = "Anonymous User";

export const successTexts = {
  quoteTitle: "Request submitted",
  quoteText: "Thanks! We will reach out within 24 hours.",
  quoteNext: "Next: We'll reach out by email/phone soon.",
  contact: "Thanks! Your message has been sent.",
  career: "Thank you! Our HR team will review your application.",
  comment: "Your comment has been added successfully.",
} as const;

export const buttonTexts = {
  quote: { idle: "Submit Request", busy: "Submitting..." },
  contact: { idle: "Send Message", busy: "Sending..." },
  career: { idle: "Submit Application", busy: "Submitting..." },
  comment: { idle: "Post Comment", busy: "Submitting..." },
} as const;

/** What the application still needs, said beside its button while the button waits. */
export const careerFieldNames: Record<string, string> = {
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
