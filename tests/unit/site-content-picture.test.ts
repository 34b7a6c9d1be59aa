import { describe, expect, it } from "vitest";
import { picture } from "../../contract/site-content/fields";

const ID = "3f6b2a0e-6d1c-4c8e-9a51-7e2f0b9d4c11";

describe("a picture of site content", () => {
  const schema = picture("logo");

  it("takes a library item, the site's own file, or both", () => {
    expect(schema.parse({ mediaId: ID })).toEqual({ mediaId: ID, src: "", alt: "" });
    expect(schema.parse({ src: "/images/clients/tiffinbox.svg", alt: "TiffinBox" }).src).toBe("/images/clients/tiffinbox.svg");
  });

  it("asks for one when neither is there", () => {
    const result = schema.safeParse({ mediaId: "", src: "" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("choose a logo from the media library");
  });

  it("refuses an address outside the site and an id that is not the library's", () => {
    expect(schema.safeParse({ src: "https://example.com/logo.svg" }).success).toBe(false);
    expect(schema.safeParse({ src: "/images/../server.js" }).success).toBe(false);
    expect(schema.safeParse({ mediaId: "x' or 1=1" }).error?.issues[0]?.message).toBe("must be a picture from the media library");
  });
});
