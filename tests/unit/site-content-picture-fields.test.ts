import { describe, expect, it } from "vitest";
import { SITE_CONTENT_FIELDS } from "~/lib/console/site-content-fields";
import { hasPictureField } from "~/lib/console/site-content-fields/pictures";

describe("hasPictureField", () => {
  it("finds a picture field at the top, in a group or in a list's entries, and none in today's kinds", () => {
    const photo = { type: "picture", name: "photo", label: "Photo" } as const;
    expect(hasPictureField([photo])).toBe(true);
    expect(hasPictureField([{ type: "group", name: "card", label: "Card", fields: [photo] }])).toBe(true);
    expect(hasPictureField([{ type: "list", name: "logos", label: "Logos", itemLabel: "Logo", max: 9, item: photo, blank: {} }])).toBe(true);
    expect(hasPictureField([{ type: "text", name: "name", label: "Name", maxLength: 80 }])).toBe(false);
    expect(hasPictureField(SITE_CONTENT_FIELDS.company)).toBe(false);
  });
});
