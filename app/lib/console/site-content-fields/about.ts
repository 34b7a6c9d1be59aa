import type { ContentFieldSpec } from "./types";

/** About's text (contract/site-content/about.ts holds the rules); the highlights' names and icons are the spec's, in code. */
export const ABOUT_FIELDS: readonly ContentFieldSpec[] = [
  { type: "text", name: "heroLine", label: "Line under the page's title", maxLength: 200 },
  { type: "text", name: "heading", label: "Heading of the company story", maxLength: 120 },
  {
    type: "list",
    name: "paragraphs",
    label: "The company story (Home shows the first two paragraphs)",
    itemLabel: "Paragraph",
    max: 6,
    item: { type: "textarea", name: "", label: "", maxLength: 1200, rows: 5 },
    blank: "",
  },
  {
    type: "group",
    name: "highlights",
    label: "The four highlights' text",
    fields: [
      { type: "textarea", name: "awardWinning", label: "Award Winning", maxLength: 300, rows: 2 },
      { type: "textarea", name: "professionalStaff", label: "Professional Staff", maxLength: 300, rows: 2 },
      { type: "textarea", name: "support", label: "24/7 Support", maxLength: 300, rows: 2 },
      { type: "textarea", name: "fairPrices", label: "Fair Prices", maxLength: 300, rows: 2 },
    ],
  },
];
