import { HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import type { MediaItem } from "../../contract/media";
import { SERVICES_SEED } from "../../contract/site-content/services";
import { staffCaller } from "~/lib/console/http.server";
import { pictureLibrary } from "~/lib/media/media-picker.server";
import { action, loader } from "~/routes/console.site.$kind.$key";
import { stub } from "../mocks/api/stub";
import { signedInGet, signedInPost } from "../support/console";
import { answerOf, loadContext } from "../support/route";

const context = loadContext();
const NEWEST = "11111111-1111-4111-8111-111111111111";
const UNDESCRIBED = "22222222-2222-4222-8222-222222222222";
const OLDER = "33333333-3333-4333-8333-333333333333";

function libraryItem(id: string, alt: string): MediaItem {
  const sha = id.replaceAll("-", "").padEnd(64, "0");
  const variant = (format: "avif" | "webp", width: number) => ({ format, width, height: (width * 3) / 4, size: 1000, url: `/media/${sha}-${width}.${format}` });
  return {
    id, sha256: sha, mime: "image/jpeg", width: 1600, height: 1200, size: 90_000, alt, focalX: 50, focalY: 50, createdBy: "Asha",
    createdAt: "2026-11-27T10:00:00.000Z", url: `/media/${sha}-1280.webp`,
    variants: [variant("avif", 320), variant("webp", 640), variant("webp", 320)],
  };
}
const thumbnailOf = (item: MediaItem) => ({ url: item.variants[2].url, width: 320, height: 240 });

describe("the media picker's library", () => {
  it("is a page of 24 library items, newest first as the API lists them, with chosen pictures that page does not list", async () => {
    const list = stub("get", "/staff/media", z.any(), {
      data: [libraryItem(NEWEST, "Neha at her desk"), libraryItem(UNDESCRIBED, "")],
      page: 2,
      per_page: 24,
      total: 50,
    });
    const older = stub("get", `/staff/media/${OLDER}`, z.any(), { ...libraryItem(OLDER, "The office at night"), usedIn: [] });
    const request = await signedInGet("/console/site/team/neha?pictures=2");
    const draft = { name: "Neha", photo: { mediaId: OLDER, src: "", alt: "" }, logos: [{ picture: { mediaId: NEWEST, src: "", alt: "" } }] };
    const library = await pictureLibrary(await staffCaller(request, context), new URL(request.url), draft);
    expect(Object.fromEntries(list.last()!.url.searchParams)).toEqual({ page: "2", per_page: "24" });
    expect(older.all).toHaveLength(1);
    expect(library).toEqual({
      items: [
        { id: NEWEST, alt: "Neha at her desk", thumbnail: thumbnailOf(libraryItem(NEWEST, "")) },
        { id: UNDESCRIBED, alt: "", thumbnail: thumbnailOf(libraryItem(UNDESCRIBED, "")) },
      ],
      page: 2,
      pages: 3,
      chosen: [{ id: OLDER, alt: "The office at night", thumbnail: thumbnailOf(libraryItem(OLDER, "")) }],
    });
  });

  it("is null when the library cannot be read, so the editor keeps the pictures as they are", async () => {
    stub("get", "/staff/media", z.any(), HttpResponse.json({ message: "down" }, { status: 503 }));
    const request = await signedInGet("/console/site/team/neha");
    expect(await pictureLibrary(await staffCaller(request, context), new URL(request.url), {})).toBeNull();
  });

  it("is not read for a kind without picture fields", async () => {
    const [service] = SERVICES_SEED;
    const item = { kind: "services", key: service.key, draft: service.data, published: service.data, has_unpublished_changes: false, updated_by: "Asha", updated_at: "2026-11-27T10:00:00.000Z", published_by: null, published_at: null };
    stub("get", `/staff/site-content/services/${service.key}`, z.any(), { ...item, revisions: [] });
    const media = stub("get", "/staff/media", z.any(), { data: [], page: 1, per_page: 24, total: 0 });
    const answer = await answerOf<{ library: unknown }>(async () =>
      loader({ request: await signedInGet(`/console/site/services/${service.key}`), context, params: { kind: "services", key: service.key } }),
    );
    expect(answer.status).toBe(200);
    expect(answer.data.library).toBeNull();
    expect(media.all).toHaveLength(0);
  });
});

/** A kind's data as the editor's form posts it: `faqs[0].question`, `callout.title`. */
function formFields(value: unknown, name = "", into: Record<string, string> = {}): Record<string, string> {
  if (Array.isArray(value)) value.forEach((entry, index) => formFields(entry, `${name}[${index}]`, into));
  else if (value !== null && typeof value === "object") for (const [key, entry] of Object.entries(value)) formFields(entry, name ? `${name}.${key}` : key, into);
  else into[name] = String(value);
  return into;
}

describe("saving a draft the API refuses for a picture", () => {
  it("shows the API's sentence next to the picture's field, everything typed kept", async () => {
    const [service] = SERVICES_SEED;
    const message = "photo: add alt text to this picture in the media library first";
    const put = stub("put", `/staff/site-content/services/${service.key}`, z.any(), HttpResponse.json({ message, errors: [{ field: "photo", message }] }, { status: 400 }));
    const typed = { ...formFields(service.data), title: "Apps, retitled", "photo.mediaId": UNDESCRIBED };
    const answer = await answerOf<{ result: { error: Record<string, string[]>; initialValue: Record<string, unknown> } }>(async () =>
      action({ request: await signedInPost(`/console/site/services/${service.key}`, typed), context, params: { kind: "services", key: service.key } }),
    );
    expect(put.all).toHaveLength(1);
    expect(answer.status).toBe(400);
    expect(answer.data.result.error.photo).toEqual([message]);
    expect(answer.data.result.initialValue).toMatchObject({ title: "Apps, retitled", photo: { mediaId: UNDESCRIBED } });
  });
});
