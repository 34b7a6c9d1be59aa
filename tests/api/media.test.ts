import { get } from "node:http";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MediaDetail, MediaItem } from "../../contract/media";
import { type TestServer, adminHeaders, json, startTestServer } from "./helpers";

let t: TestServer;

beforeAll(async () => {
  t = await startTestServer();
});

afterAll(async () => {
  await t?.close();
});

/** A real picture of the given size and format, its colour making each one's bytes its own. */
function picture(width: number, height: number, format: "jpeg" | "png" | "webp" | "avif", red = 200) {
  const image = sharp({ create: { width, height, channels: 3, background: { r: red, g: 120, b: 60 } } });
  return image[format]().toBuffer();
}

function upload(bytes: Buffer, name: string, fields: Record<string, string> = {}) {
  const form = new FormData();
  form.append("image", new Blob([new Uint8Array(bytes)], { type: "application/octet-stream" }), name);
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return t.call("/staff/media", { method: "POST", body: form, headers: adminHeaders });
}

async function uploaded(bytes: Buffer, name: string, fields: Record<string, string> = {}): Promise<MediaItem> {
  const response = await upload(bytes, name, fields);
  expect(response.status, await response.clone().text()).toBe(201);
  return (await json(response)) as MediaItem;
}

/** A browser's revalidation; fetch() would add `Cache-Control: no-cache` to a conditional request. */
const revalidatedStatus = (url: string, etag: string) =>
  new Promise<number | undefined>((resolve, reject) => {
    get(url, { headers: { "If-None-Match": etag } }, (response) => {
      response.resume();
      resolve(response.statusCode);
    }).on("error", reject);
  });

const variantBytes = async (url: string) => Buffer.from(await (await fetch(`${t.baseUrl}/api${url}`)).arrayBuffer());

describe("POST /api/staff/media", () => {
  it("turns a JPEG into AVIF and WebP at each width up to the original's, read back as such", async () => {
    const item = await uploaded(await picture(1000, 700, "jpeg"), "photo.txt", { alt: "A red field", focalX: "30", focalY: "70" });
    expect(item).toMatchObject({ mime: "image/jpeg", width: 1000, height: 700, alt: "A red field", focalX: 30, focalY: 70 });
    const made = item.variants.map((variant) => `${variant.format}-${variant.width}`);
    expect(made.sort()).toEqual(["avif-1000", "avif-320", "avif-640", "avif-960", "webp-1000", "webp-320", "webp-640", "webp-960"].sort());
    for (const variant of item.variants) {
      expect(variant.url).toBe(`/media/${item.sha256}-${variant.width}.${variant.format}`);
      const meta = await sharp(await variantBytes(variant.url)).metadata();
      expect(meta.format, variant.url).toBe(variant.format === "avif" ? "heif" : "webp");
      if (variant.format === "avif") expect(meta.compression).toBe("av1");
      expect(meta.width).toBe(variant.width);
      expect(meta.height).toBe(Math.round((700 * variant.width) / 1000));
    }
    expect(item.url).toBe(`/media/${item.sha256}-1000.webp`);
  });

  it("takes PNG, WebP and AVIF by their content, and never makes a variant wider than the original", async () => {
    for (const [format, mime] of [
      ["png", "image/png"],
      ["webp", "image/webp"],
      ["avif", "image/avif"],
    ] as const) {
      const item = await uploaded(await picture(400, 300, format, 10), `${format}.jpg`);
      expect(item.mime).toBe(mime);
      expect(item.variants.map((variant) => variant.width).sort()).toEqual([320, 320, 400, 400]);
      const widest = await sharp(await variantBytes(`/media/${item.sha256}-400.avif`)).metadata();
      expect([widest.format, widest.width]).toEqual(["heif", 400]);
    }
  });

  it("gives the same item back for the same file (200), not a second copy", async () => {
    const bytes = await picture(330, 200, "png", 33);
    const first = await uploaded(bytes, "a.png");
    const again = await upload(bytes, "b.png");
    expect(again.status).toBe(200);
    expect(((await json(again)) as MediaItem).id).toBe(first.id);
  });

  it("refuses a file that only looks like a PNG, or is no picture at all, with a sentence", async () => {
    const fakePng = Buffer.concat([Buffer.from("89504e470d0a1a0a0000000d49484452", "hex"), Buffer.alloc(200, 7)]);
    const damaged = await upload(fakePng, "fake.png");
    expect(damaged.status).toBe(400);
    expect((await json(damaged)).message).toBe(
      "image could not be read as a JPEG, PNG, WebP, AVIF or SVG image: the file may be damaged or too large in pixels",
    );
    const text = await upload(Buffer.from("just some words, not a picture"), "words.png");
    expect(text.status).toBe(415);
    expect((await json(text)).message).toBe("image content is not a JPEG, PNG, WebP, AVIF or SVG image");
    const pdf = await upload(Buffer.from("%PDF-1.4\n%âãÏÓ\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF"), "doc.png");
    expect(pdf.status).toBe(415);
    expect((await upload(Buffer.alloc(0), "empty.png")).status).toBe(400);
  });

  it("answers 413 past 8 MB and 415 for a body that is not a form", async () => {
    const tooBig = await upload(Buffer.concat([await picture(10, 10, "png"), Buffer.alloc(8 * 1024 * 1024)]), "big.png");
    expect(tooBig.status).toBe(413);
    expect((await json(tooBig)).message).toBe("image must be at most 8 MB");
    const notForm = await t.call("/staff/media", { method: "POST", json: { image: "x" }, headers: adminHeaders });
    expect(notForm.status).toBe(415);
  });

  it("sanitises an SVG (no script, no handlers, no outside references) and serves it under a policy that runs nothing", async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="80" onload="alert(1)"><script>alert(2)</script><rect width="120" height="80" fill="#c33" onclick="alert(3)"/><image href="https://evil.example/x.png"/><use href="https://evil.example/a.svg#b"/></svg>`;
    const item = await uploaded(Buffer.from(svg), "drawing.svg");
    expect(item).toMatchObject({ mime: "image/svg+xml", width: 120, height: 80 });
    expect(item.variants).toEqual([expect.objectContaining({ format: "svg", width: 120, url: `/media/${item.sha256}-120.svg` })]);
    const served = await fetch(`${t.baseUrl}/api${item.url}`);
    const text = await served.text();
    expect(text).toContain("<rect");
    expect(text).not.toMatch(/script|onload|onclick|evil\.example/);
    expect(served.headers.get("content-type")).toBe("image/svg+xml");
    expect(served.headers.get("content-security-policy")).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("lets fifty uploads at once all succeed or wait (429), never fail", async () => {
    const files = await Promise.all(Array.from({ length: 50 }, (_, index) => picture(360, 240, "jpeg", index * 5)));
    const statuses = await Promise.all(files.map(async (bytes, index) => (await upload(bytes, `burst-${index}.jpg`)).status));
    expect(statuses.every((status) => status === 201 || status === 429), statuses.join(",")).toBe(true);
    expect(statuses.filter((status) => status === 201).length).toBeGreaterThan(0);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
  });
});

describe("GET /media/<file>", () => {
  it("serves a variant for a year, with an ETag that answers 304; HEAD works; an unknown file is 404", async () => {
    const item = await uploaded(await picture(320, 320, "png", 77), "square.png");
    const url = `${t.baseUrl}/api/media/${item.sha256}-320.avif`;
    const first = await fetch(url);
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe("image/avif");
    expect(first.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const etag = first.headers.get("etag");
    expect(etag).toBeTruthy();
    expect(await revalidatedStatus(url, etag!)).toBe(304);
    const head = await fetch(url, { method: "HEAD" });
    expect([head.status, head.headers.get("content-length")]).toEqual([200, String(item.variants.find((v) => v.format === "avif")!.size)]);
    expect((await fetch(`${t.baseUrl}/api/media/${"0".repeat(64)}-320.avif`)).status).toBe(404);
    expect((await fetch(`${t.baseUrl}/api/media/..%2f..%2fetc%2fpasswd`)).status).toBe(404);
  });
});

describe("alt text, focal point and the in-use guard", () => {
  it("changes alt text and focal point, refusing values out of range", async () => {
    const item = await uploaded(await picture(330, 220, "jpeg", 91), "p.jpg");
    expect(item.alt).toBe("");
    const bad = await t.call(`/staff/media/${item.id}`, { method: "PATCH", json: { focalX: 120 }, headers: adminHeaders });
    expect(bad.status).toBe(400);
    const changed = await t.call(`/staff/media/${item.id}`, { method: "PATCH", json: { alt: "Team at work", focalX: 10, focalY: 90 }, headers: adminHeaders });
    expect(changed.status).toBe(200);
    expect(await json(changed)).toMatchObject({ alt: "Team at work", focalX: 10, focalY: 90 });
  });

  it("refuses to delete a picture a post uses, naming the post, and deletes it once the post lets go", async () => {
    const item = await uploaded(await picture(330, 220, "jpeg", 123), "cover.jpg", { alt: "Cover" });
    const post = await json(
      await t.call("/staff/posts", { method: "POST", json: { title: "Pictures in use", markdown: `Text\n\n![Inline](${item.url})\n`, cover_image: item.url, alt_tag: "Cover" }, headers: adminHeaders }),
    );
    const detail = (await json(await t.call(`/staff/media/${item.id}`, { headers: adminHeaders }))) as MediaDetail;
    expect(detail.usedIn).toEqual([
      { kind: "post_cover", id: String(post.id), label: "Post “Pictures in use” (cover)" },
      { kind: "post_body", id: String(post.id), label: "Post “Pictures in use” (in the text)" },
    ]);
    const refused = await t.call(`/staff/media/${item.id}`, { method: "DELETE", headers: adminHeaders });
    expect(refused.status).toBe(409);
    expect((await json(refused)).message).toBe(
      "This picture is in use, so it cannot be deleted: Post “Pictures in use” (cover); Post “Pictures in use” (in the text). Remove it there first.",
    );
    await t.call(`/staff/posts/${post.id}`, { method: "PUT", json: { cover_image: null, markdown: "No pictures now." }, headers: adminHeaders });
    expect((await t.call(`/staff/media/${item.id}`, { method: "DELETE", headers: adminHeaders })).status).toBe(204);
    expect((await t.call(`/staff/media/${item.id}`, { headers: adminHeaders })).status).toBe(404);
    expect((await fetch(`${t.baseUrl}/api${item.url}`)).status).toBe(404);
  });

  it("lists the library newest first, and answers a page's pictures by id without their originals", async () => {
    const item = await uploaded(await picture(330, 220, "webp", 150), "list.webp", { alt: "Listed" });
    const list = await json(await t.call("/staff/media?per_page=2", { headers: adminHeaders }));
    expect(list.data[0].id).toBe(item.id);
    expect(list.total).toBeGreaterThan(2);
    const publicItems = await json(await t.call(`/media/items?ids=${item.id},not-an-id`));
    expect(publicItems.data).toEqual([expect.objectContaining({ id: item.id, alt: "Listed" })]);
    expect(publicItems.data[0]).not.toHaveProperty("original");
    expect((await t.call("/staff/media")).status).toBe(401);
  });
});
