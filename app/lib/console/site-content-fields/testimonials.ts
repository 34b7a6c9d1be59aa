import type { ContentFieldSpec } from "./types";

/** The testimonials' form (contract/site-content/testimonials.ts holds the rules), in the carousel's order. */
export const TESTIMONIAL_FIELDS: readonly ContentFieldSpec[] = [
  {
    type: "list",
    name: "items",
    label: "Testimonials",
    itemLabel: "Testimonial",
    max: 24,
    item: {
      type: "group",
      name: "",
      label: "",
      fields: [
        { type: "textarea", name: "quote", label: "Quote", maxLength: 600, rows: 4 },
        { type: "text", name: "name", label: "Name", maxLength: 80 },
        { type: "text", name: "title", label: "Title and company", maxLength: 120 },
        { type: "picture", name: "photo", label: "Photo" },
      ],
    },
    blank: { quote: "", name: "", title: "", photo: { mediaId: "", src: "", alt: "" } },
  },
];
