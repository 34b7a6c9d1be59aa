import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { isoToIstInput, istInputToIso } from "~/lib/console/posts-ist";
import { postFormSchema, postMessages, splitTags } from "~/lib/console/posts-schema";

function form(fields: Record<string, string | File>): FormData {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.append(name, value);
  return formData;
}

const parse = (fields: Record<string, string | File>) => parseWithZod(form(fields), { schema: postFormSchema });

/** The messages a submission was refused with, by field. */
function errorsOf(fields: Record<string, string | File>) {
  const submission = parse(fields);
  return submission.status === "success" ? undefined : submission.error;
}

describe("IST times", () => {
  it("reads a date-time input as India time and sends it with +05:30", () => {
    expect(istInputToIso("2026-12-01T09:30")).toBe("2026-12-01T09:30:00+05:30");
    expect(new Date(istInputToIso("2026-12-01T09:30")!).toISOString()).toBe("2026-12-01T04:00:00.000Z");
    // Just after midnight in India is the previous evening in UTC.
    expect(new Date(istInputToIso("2027-01-01T00:15")!).toISOString()).toBe("2026-12-31T18:45:00.000Z");
  });

  it("refuses what is no real date and time", () => {
    for (const value of ["", "tomorrow", "2026-02-30T10:00", "2026-12-01T24:00", "2026-12-01 09:30", "2026-12-01T09:60"]) {
      expect(istInputToIso(value), value).toBeNull();
    }
  });

  it("shows a stored UTC time in the date-time input as IST, and back again", () => {
    expect(isoToIstInput("2026-12-01T04:00:00.000Z")).toBe("2026-12-01T09:30");
    expect(isoToIstInput("2026-12-31T18:45:00Z")).toBe("2027-01-01T00:15");
    expect(isoToIstInput(null)).toBe("");
    expect(istInputToIso(isoToIstInput("2026-06-15T12:05:00Z"))).toBe("2026-06-15T17:35:00+05:30");
  });
});

describe("post editor schema", () => {
  it("takes a draft with a title and text; the rest may stay empty", () => {
    const submission = parse({ intent: "save", title: "  Hello  ", slug: "", tags: "", markdown: "# Hi" });
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toMatchObject({
      intent: "save",
      title: "Hello",
      markdown: "# Hi",
    });
  });

  it("needs a title and text to save or publish, but nothing but text to preview", () => {
    expect(errorsOf({ intent: "publish", title: "", markdown: " " })).toMatchObject({ title: [postMessages.title], markdown: [postMessages.markdown] });
    expect(parse({ intent: "preview", markdown: "*draft*" }).status).toBe("success");
  });

  it("keeps slugs to lowercase words joined by hyphens", () => {
    expect(parse({ intent: "save", title: "T", markdown: "x", slug: "My-Post-2" }).status).toBe("success");
    for (const slug of ["my post", "my--post", "-post", "post!"]) {
      expect(errorsOf({ intent: "save", title: "T", markdown: "x", slug }), slug).toMatchObject({ slug: [postMessages.slug] });
    }
  });

  it("splits tags at commas, dropping empty ones and repeats, at most ten", () => {
    expect(splitTags(" SEO, Growth ,, seo ,Apps")).toEqual(["SEO", "Growth", "Apps"]);
    const eleven = Array.from({ length: 11 }, (_, index) => `tag${index}`).join(",");
    expect(errorsOf({ intent: "save", title: "T", markdown: "x", tags: eleven })).toMatchObject({ tags: [postMessages.tags] });
  });

  it("takes PNG, JPEG, WebP or SVG covers of 2 MB at most", () => {
    const base = { intent: "save", title: "T", markdown: "x" };
    expect(parse({ ...base, cover: new File(["<svg/>"], "cover.svg", { type: "image/svg+xml" }) }).status).toBe("success");
    expect(errorsOf({ ...base, cover: new File(["%PDF"], "cover.pdf", { type: "application/pdf" }) })).toMatchObject({
      cover: [postMessages.coverType],
    });
    const large = new File([new Uint8Array(2 * 1024 * 1024 + 1)], "big.png", { type: "image/png" });
    expect(errorsOf({ ...base, cover: large })).toMatchObject({ cover: [postMessages.coverSize] });
  });

  it("needs a future IST time to schedule", () => {
    const base = { intent: "schedule", title: "T", markdown: "x" };
    expect(errorsOf({ ...base, publishAt: "" })).toMatchObject({ publishAt: [postMessages.publishAt] });
    expect(errorsOf({ ...base, publishAt: "2020-01-01T10:00" })).toMatchObject({ publishAt: [postMessages.publishAtPast] });
    expect(parse({ ...base, publishAt: "2099-01-01T10:00" }).status).toBe("success");
  });
});
