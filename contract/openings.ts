/** Career openings as the API stores and answers them (docs/api.md, Openings). */

/** Bounds the API enforces and the console's form shows; a title is also an application's position. */
export const OPENING_LIMITS = {
  title: 120,
  location: 120,
  experience: 60,
  summary: 600,
  requirement: 300,
  requirements: 15,
} as const;

// The answer's schema lives apart: this file reaches the browser, and zod should not come with it.
export type { OpeningJson } from "./answers/openings";

/** The spec's block (section 2, Career) when nothing is open, to the letter. */
export const NO_OPENINGS_TEXT = "Currently no openings. Stay connected with us.";
