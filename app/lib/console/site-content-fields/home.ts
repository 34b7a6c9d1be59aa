import type { IconName } from "~/components/icon-names";
import { CARD_ICONS } from "../../../../contract/site-content/home-seed";
import type { ContentFieldSpec } from "./types";

// Each card icon must be a drawing of the sprite: a name the sprite lost fails the typecheck here.
const icons: readonly IconName[] = CARD_ICONS;

const cards = (name: string, label: string): ContentFieldSpec => ({
  type: "list",
  name,
  label,
  itemLabel: "Card",
  max: 8,
  item: {
    type: "group",
    name: "",
    label: "",
    fields: [
      { type: "text", name: "title", label: "Heading", maxLength: 80 },
      { type: "textarea", name: "text", label: "Text", maxLength: 400, rows: 3 },
      { type: "select", name: "icon", label: "Icon", options: icons.map((icon) => ({ value: icon, label: icon })) },
    ],
  },
  blank: { title: "", text: "", icon: icons[0] },
});

/**
 * Home's sections (contract/site-content/home.ts holds the rules). The spec fixes three slides
 * and four stat cards, so those lists are edited in place; a button leads where its text says.
 */
export const HOME_FIELDS: readonly ContentFieldSpec[] = [
  {
    type: "list",
    name: "slides",
    label: "Banner slides",
    itemLabel: "Slide",
    max: 3,
    item: {
      type: "group",
      name: "",
      label: "",
      fields: [
        { type: "text", name: "title", label: "Title", maxLength: 120 },
        { type: "textarea", name: "description", label: "Description", maxLength: 400, rows: 3 },
        { type: "text", name: "primaryBtn", label: "First button (Learn, Explore/Service, Start/Project lead to the blog, services, the enquiry form)", maxLength: 40 },
        { type: "text", name: "primaryBtnContext", label: "First button, read out after its text (optional)", maxLength: 120 },
        { type: "text", name: "secondaryBtn", label: "Second button (Portfolio leads to our work, anything else to Contact)", maxLength: 40 },
        { type: "picture", name: "image", label: "Picture" },
      ],
    },
    blank: { title: "", description: "", primaryBtn: "", primaryBtnContext: "", secondaryBtn: "", image: { mediaId: "", src: "", alt: "" } },
  },
  {
    type: "list",
    name: "stats",
    label: "Stat cards",
    itemLabel: "Stat",
    max: 4,
    item: {
      type: "group",
      name: "",
      label: "",
      fields: [
        { type: "text", name: "value", label: "Figure", maxLength: 24 },
        { type: "text", name: "label", label: "Label", maxLength: 60 },
      ],
    },
    blank: { value: "", label: "" },
  },
  cards("whyChooseUs", "Why choose us"),
  cards("features", "Features"),
];
