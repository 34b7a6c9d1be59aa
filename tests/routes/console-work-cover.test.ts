import { describe, expect, it } from "vitest";
import { action as editAction } from "~/routes/console.work.$id";
import { action as newAction } from "~/routes/console.work.new";
import { apiCaseStudy, staffCaseStudies } from "../mocks/api/case-studies";
import { imageUpload } from "../mocks/api/posts";
import { failure } from "../mocks/api/stub";
import { callAction } from "../support/route";
import { multipartPost } from "../support/console";

const study = apiCaseStudy({
  id: 3,
  title: "Clinic bookings",
  client: "Sunrise Clinics",
  industry: "Healthcare",
  challenge: "Few bookings online.",
  what_we_did: "A faster site.",
  results: [{ value: "+38%", label: "organic leads" }],
});
const fields = {
  title: study.title,
  client: study.client,
  industry: study.industry,
  challenge: study.challenge,
  what_we_did: study.what_we_did,
  results: "+38% — organic leads",
  alt_text: "A booking screen",
  is_published: "on",
};
const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "cover.png", { type: "image/png" });
const add = async (cover?: File, extra: Record<string, string> = {}) =>
  callAction(newAction, await multipartPost("/console/work/new", { ...fields, ...extra }, cover));

describe("case study cover upload", () => {
  it("uploads the cover as multipart and saves the URL the API gives", async () => {
    const uploads = imageUpload({ id: "abc", url: "/api/images/abc.png", type: "image/png", size: 4 });
    const creates = staffCaseStudies.create({ ...study, cover_image: "/api/images/abc.png" });
    const answer = await add(png());
    const uploaded = (uploads.last()?.body as FormData | undefined)?.get("image") as File | undefined;
    expect(uploaded?.name).toBe("cover.png");
    expect(uploaded?.size).toBe(4);
    expect(creates.last()?.body).toMatchObject({ cover_image: "/api/images/abc.png", alt_text: "A booking screen" });
    expect(answer.status).toBe(303);
  });

  it("shows a refused upload (415, 413) next to the cover, keeps what was typed and saves nothing", async () => {
    const creates = staffCaseStudies.create(study);
    for (const [status, message] of [
      [415, "The cover must be a PNG, JPEG, WebP or SVG image."],
      [413, "The cover must be 2 MB or smaller."],
    ] as const) {
      imageUpload(failure(status, "Refused"));
      const answer = await add(png());
      expect(answer.status).toBe(status);
      expect(answer.data).toMatchObject({
        result: { error: { cover: [message] }, initialValue: { title: study.title, results: fields.results } },
      });
    }
    expect(creates.all).toHaveLength(0);
  });

  it("refuses a cover past 2 MB next to it without asking the API", async () => {
    const huge = new File([new Uint8Array(2 * 1024 * 1024 + 10)], "huge.png", { type: "image/png" });
    const answer = await add(huge);
    expect(answer.status).toBe(413);
    expect(answer.data).toMatchObject({
      result: { error: { cover: ["The cover must be 2 MB or smaller."] }, initialValue: { client: study.client } },
    });
  });

  it("keeps the stored cover on a save without a file, and clears it when Remove is ticked", async () => {
    staffCaseStudies.list([{ ...study, cover_image: "/api/images/old.png" }]);
    const updates = staffCaseStudies.update(3, study);
    const saves: Record<string, string>[] = [{ coverImage: "/api/images/old.png" }, { coverImage: "/api/images/old.png", removeCover: "on" }];
    for (const extra of saves) {
      const request = await multipartPost("/console/work/3", { ...fields, ...extra });
      const answer = await callAction(editAction, request, { id: "3" });
      expect(answer.status).toBe(303);
    }
    expect(updates.all.map((call) => (call.body as { cover_image: unknown }).cover_image)).toEqual(["/api/images/old.png", null]);
  });
});
