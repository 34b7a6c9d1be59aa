import { SERVICE_IMAGES } from "../../../../contract/site-content/services-seed";
import type { ContentFieldSpec } from "./types";

const illustrationName = (path: string) => path.replace(/^.*\//, "").replace(/\.svg$/, "").replace(/-/g, " ");

/** A service's form (contract/site-content/services.ts holds the rules); the slug is the item's key and stays. */
export const SERVICE_FIELDS: readonly ContentFieldSpec[] = [
  { type: "number", name: "order", label: "Place in the list (1 comes first)", min: 1, max: 99 },
  { type: "text", name: "title", label: "Name", maxLength: 120 },
  { type: "text", name: "subtitle", label: "Subtitle", maxLength: 120 },
  {
    type: "select",
    name: "image",
    label: "Illustration",
    options: SERVICE_IMAGES.map((path) => ({ value: path, label: illustrationName(path) })),
  },
  { type: "textarea", name: "desc", label: "Summary (the card)", maxLength: 400, rows: 3 },
  { type: "textarea", name: "description", label: "Introduction (the page's top)", maxLength: 400, rows: 3 },
  {
    type: "list",
    name: "overview",
    label: "Overview paragraphs",
    itemLabel: "Paragraph",
    max: 6,
    item: { type: "textarea", name: "", label: "", maxLength: 2000, rows: 5 },
    blank: "",
  },
  {
    type: "list",
    name: "deliverables",
    label: "What you get",
    itemLabel: "Point",
    max: 10,
    item: { type: "text", name: "", label: "", maxLength: 200 },
    blank: "",
  },
  {
    type: "list",
    name: "faqs",
    label: "FAQs",
    itemLabel: "FAQ",
    max: 12,
    item: {
      type: "group",
      name: "",
      label: "",
      fields: [
        { type: "text", name: "q", label: "Question", maxLength: 200 },
        { type: "textarea", name: "a", label: "Answer", maxLength: 1500, rows: 4 },
      ],
    },
    blank: { q: "", a: "" },
  },
  {
    type: "group",
    name: "callout",
    label: "Closing callout",
    fields: [
      { type: "text", name: "title", label: "Callout title", maxLength: 160 },
      { type: "textarea", name: "text", label: "Callout text", maxLength: 400, rows: 3 },
    ],
  },
  {
    type: "group",
    name: "seo",
    label: "Search result",
    fields: [
      { type: "text", name: "title", label: "Page title", maxLength: 120 },
      { type: "textarea", name: "description", label: "Description", maxLength: 300, rows: 3 },
      { type: "text", name: "keywords", label: "Keywords", maxLength: 400 },
    ],
  },
];
