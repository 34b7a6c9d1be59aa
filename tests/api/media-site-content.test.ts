import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MediaDetail, MediaItem } from "../../contract/media";
import { openDatabase, type OpenDatabase } from "../../api/db/client";
import { HttpError } from "../../api/http/errors";
import { checkPictureRefs } from "../../api/media/picture-refs";
import { type TestServer, adminHeaders, json, startTestServer } from "./helpers";

let t: TestServer;
let database: OpenDatabase;
let described: MediaItem;
let undescribed: MediaItem;

async function uploaded(red: number, alt: string): Promise<MediaItem> {
  const bytes = await sharp({ create: { width: 40, height: 30, channels: 3, background: { r: red, g: 90, b: 30 } } }).png().toBuffer();
  const form = new FormData();
  form.append("image", new Blob([new Uint8Array(bytes)], { type: "image/png" }), "p.png");
  form.append("alt", alt);
  const response = await t.call("/staff/media", { method: "POST", body: form, headers: adminHeaders });
  expect(response.status).toBe(201);
  return (await json(response)) as MediaItem;
}

beforeAll(async () => {
  t = await startTestServer({}, { directSql: true });
  database = await openDatabase(t.databaseOptions);
  described = await uploaded(10, "Neha at her desk");
  undescribed = await uploaded(20, "");
});

afterAll(async () => {
  await database?.close();
  await t?.close();
});

/** The 400 a save gets, as its field errors; null when the save may go ahead. */
async function refusal(data: unknown) {
  try {
    await checkPictureRefs(database.db, data);
    return null;
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return { status: error.status, message: error.message, errors: error.details?.errors };
  }
}

const picture = (mediaId: string) => ({ mediaId, src: "", alt: "" });

describe("a site-content save naming a picture", () => {
  it("goes ahead with a library item that has alt text, or with the site's own file only", async () => {
    expect(await refusal({ name: "Neha", photo: picture(described.id) })).toBeNull();
    expect(await refusal({ photo: picture(described.id.toUpperCase()) })).toBeNull();
    expect(await refusal({ photo: { mediaId: "", src: "/images/team/neha.svg", alt: "Neha" } })).toBeNull();
  });

  it("is a 400 for a picture the library does not hold, or one without alt text, wherever it sits", async () => {
    const answer = await refusal({
      logo: picture("00000000-0000-4000-8000-000000000000"),
      members: [{ photo: picture(described.id) }, { photo: picture(undescribed.id) }],
    });
    expect(answer).toEqual({
      status: 400,
      message: "logo: no such picture in the media library",
      errors: [
        { field: "logo", message: "logo: no such picture in the media library" },
        { field: "members[1].photo", message: "members[1].photo: add alt text to this picture in the media library first" },
      ],
    });
  });
});

describe("site content using a picture", () => {
  it("is listed where the picture is used, draft or published, and keeps it from being deleted", async () => {
    const [service] = await t.sql("select key, draft->>'title' as name from content_items where kind = 'services' order by position limit 1");
    const usedInDraft = { kind: "site_content", id: `services/${service.key}`, label: `Services “${service.name}” (photo)` };
    await t.sql("update content_items set draft = jsonb_set(draft, '{photo}', $1::jsonb) where kind = 'services' and key = $2", [
      JSON.stringify(picture(described.id)),
      service.key,
    ]);
    const detail = (await json(await t.call(`/staff/media/${described.id}`, { headers: adminHeaders }))) as MediaDetail;
    expect(detail.usedIn).toEqual([usedInDraft]);
    const refused = await t.call(`/staff/media/${described.id}`, { method: "DELETE", headers: adminHeaders });
    expect(refused.status).toBe(409);
    expect((await json(refused)).message).toBe(`This picture is in use, so it cannot be deleted: ${usedInDraft.label}. Remove it there first.`);

    // Published but no longer in the draft: visitors still see it, so it is still in use.
    await t.sql("update content_items set published = draft, draft = draft - 'photo' where kind = 'services' and key = $1", [service.key]);
    expect((await t.call(`/staff/media/${described.id}`, { method: "DELETE", headers: adminHeaders })).status).toBe(409);
    // Another picture is not held by it.
    expect(((await json(await t.call(`/staff/media/${undescribed.id}`, { headers: adminHeaders }))) as MediaDetail).usedIn).toEqual([]);

    await t.sql("update content_items set published = draft where kind = 'services' and key = $1", [service.key]);
    expect((await t.call(`/staff/media/${described.id}`, { method: "DELETE", headers: adminHeaders })).status).toBe(204);
  });
});
