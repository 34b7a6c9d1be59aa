import { describe, expect, it } from "vitest";
import { MEDIA_SIZE_TEXT, maxPixelsFor, megapixels } from "../../contract/media-limits";
import { mediaTexts } from "~/lib/media/media-form";
import { coverMessages } from "~/lib/console/cover-upload";
import { bodyImageMessages } from "~/lib/console/post-images";

/** The limit of a kind at 3 : 2, in megapixels as the forms and refusals write them. */
const limitOf = (header: Parameters<typeof maxPixelsFor>[0]) => megapixels(maxPixelsFor(header));
const photo = { width: 6000, height: 4000 };

describe("how large a picture the media library takes", () => {
  it("takes 25 megapixels of what libvips reads a few rows at a time, fewer of what it must hold whole", () => {
    expect(limitOf({ ...photo, format: "jpeg", channels: 3 })).toBe("25");
    expect(limitOf({ ...photo, format: "png", channels: 4 })).toBe("25");
    expect(limitOf({ ...photo, format: "jpeg", channels: 3, isProgressive: true, chromaSubsampling: "4:2:0" })).toBe("14");
    expect(limitOf({ ...photo, format: "jpeg", channels: 3, isProgressive: true, chromaSubsampling: "4:4:4" })).toBe("7.7");
    expect(limitOf({ ...photo, format: "png", channels: 4, isProgressive: true })).toBe("8.1");
    expect(limitOf({ ...photo, format: "png", channels: 4, depth: "ushort" })).toBe("4");
    expect(limitOf({ ...photo, format: "webp", channels: 4 })).toBe("11");
    expect(limitOf({ ...photo, format: "heif", channels: 3, bitsPerSample: 8 })).toBe("2.6");
    expect(limitOf({ ...photo, format: "heif", channels: 4, bitsPerSample: 10 })).toBe("1.9");
  });

  it("takes fewer pixels of a wide PNG: the rows its shrink holds grow with the square of its width", () => {
    expect(limitOf({ width: 10_000, height: 1000, format: "png", channels: 3 })).toBe("12");
  });

  it("says the same numbers in every upload form", () => {
    expect(MEDIA_SIZE_TEXT).toBe("up to 8 MB and 25 megapixels (fewer for kinds that take more memory to read, such as AVIF: up to 2.6)");
    expect(mediaTexts.note).toBe(`JPEG, PNG, WebP, AVIF or SVG, ${MEDIA_SIZE_TEXT}. Photos are turned into AVIF and WebP at several widths.`);
    expect(coverMessages.coverHint).toBe("(PNG, JPEG, WebP or SVG, 2 MB and 25 megapixels at most)");
    expect(bodyImageMessages.hint).toMatch(/^PNG, JPEG or WebP, 2 MB and 25 megapixels at most/);
  });
});
