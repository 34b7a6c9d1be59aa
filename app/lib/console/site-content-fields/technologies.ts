import type { IconName } from "~/components/icon-names";
import { TECH_STACK_ICONS } from "../../../../contract/site-content/technologies-seed";
import type { ContentFieldSpec } from "./types";

// Each stack icon must be a drawing of the sprite: a name the sprite lost fails the typecheck here.
const icons: readonly IconName[] = TECH_STACK_ICONS;

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

const stack: ContentFieldSpec = {
  type: "list",
  name: "stack",
  label: "Technology stack card (custom development page)",
  itemLabel: "Category",
  max: 12,
  item: {
    type: "group",
    name: "",
    label: "",
    fields: [
      { type: "text", name: "name", label: "Category", maxLength: 40 },
      { type: "select", name: "icon", label: "Icon", options: icons.map((icon) => ({ value: icon, label: icon })) },
      {
        type: "list",
        name: "technologies",
        label: "Technologies, in order",
        itemLabel: "Technology",
        max: 20,
        item: { type: "text", name: "", label: "", maxLength: 40 },
        blank: "",
      },
    ],
  },
  blank: { name: "", icon: icons[0], technologies: [""] },
};

/**
 * The technologies slider's two rows and the stack card's categories, each in its order
 * (contract/site-content/technologies.ts holds the rules).
 */
export const TECHNOLOGY_FIELDS: readonly ContentFieldSpec[] = [
  row("rowOne", "First row (scrolls left)"),
  row("rowTwo", "Second row (scrolls right)"),
  stack,
];
