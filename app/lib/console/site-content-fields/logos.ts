import type { ContentFieldSpec } from "./types";

/** A list of client or partner logos, in order (contract/site-content/logos.ts holds the rules). */
export const LOGO_FIELDS: readonly ContentFieldSpec[] = [
  {
    type: "list",
    name: "logos",
    label: "Logos",
    itemLabel: "Logo",
    max: 24,
    item: {
      type: "group",
      name: "",
      label: "",
      fields: [
        { type: "text", name: "name", label: "Name", maxLength: 80 },
        { type: "text", name: "href", label: "Link (https://…)", maxLength: 500 },
        { type: "picture", name: "logo", label: "Logo" },
      ],
    },
    blank: { name: "", href: "", logo: { mediaId: "", src: "", alt: "" } },
  },
];
