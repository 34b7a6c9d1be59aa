import type { ContentFieldSpec } from "./types";

/** A legal page's form (contract/site-content/legal.ts holds the rules); its title and slug stay in code. */
export const LEGAL_FIELDS: readonly ContentFieldSpec[] = [
  { type: "textarea", name: "intro", label: "Lead paragraph", maxLength: 600, rows: 3 },
  { type: "markdown", name: "body", label: "Text (Markdown: each ## heading is a numbered section)", maxLength: 60_000, rows: 30 },
];
