import type { ContentFieldSpec } from "./types";

/** The team page's form (contract/site-content/team.ts holds the rules): members in the order shown. */
export const TEAM_FIELDS: readonly ContentFieldSpec[] = [
  {
    type: "list",
    name: "members",
    label: "Members",
    itemLabel: "Member",
    max: 24,
    item: {
      type: "group",
      name: "",
      label: "",
      fields: [
        { type: "text", name: "name", label: "Name", maxLength: 80 },
        { type: "text", name: "role", label: "Role", maxLength: 120 },
        { type: "textarea", name: "bio", label: "Bio", maxLength: 800, rows: 4 },
        { type: "picture", name: "photo", label: "Photo" },
        {
          type: "group",
          name: "links",
          label: "Profiles (https:// addresses, optional)",
          fields: [
            { type: "text", name: "linkedin", label: "LinkedIn", maxLength: 300 },
            { type: "text", name: "x", label: "X", maxLength: 300 },
            { type: "text", name: "instagram", label: "Instagram", maxLength: 300 },
          ],
        },
      ],
    },
    blank: { name: "", role: "", bio: "", photo: { mediaId: "", src: "", alt: "" }, links: { linkedin: "", x: "", instagram: "" } },
  },
];
