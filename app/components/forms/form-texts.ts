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
