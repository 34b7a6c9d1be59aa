import type { ContentFieldSpec } from "./types";

const row = (name: string, label: string): ContentFieldSpec => ({
  type: "list",
  name,
  label,
  itemLabel: "Technology",
  max: 30,
  item: {
    type: "group",
    name: "",
    label: "",
    fields: [
      { type: "text", name: "name", label: "Name", maxLength: 60 },
      { type: "picture", name: "logo", label: "Logo" },
    ],
  },
  blank: { name: "", logo: { mediaId: "", src: "", alt: "" } },
});

/** The technologies slider's two rows, each in its order (contract/site-content/technologies.ts holds the rules). */
export const TECHNOLOGY_FIELDS: readonly ContentFieldSpec[] = [
  row("rowOne", "First row (scrolls left)"),
  row("rowTwo", "Second row (scrolls right)"),
];
