import { get } from "node:http";
import { crc32, deflateSync } from "node:zlib";
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

/** One flat colour: 6300 × 6300 RGB, 119 MB once decoded, from a PNG of about 120 KB. */
const pngBomb = (green = 0) =>
  sharp({ create: { width: 6300, height: 6300, channels: 3, background: { r: 200, g: green, b: 60 } } })
    .png({ compressionLevel: 9 })
    .toBuffer();

const pngChunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A PNG whose header says `width` × `height` and whose pixels stop after a few bytes: it cannot be decoded. */
function pngCutShort(width: number, height: number) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // 8 bits a channel
  header[9] = 2; // RGB
  const pixels = deflateSync(Buffer.alloc(width * 3 + 1)).subarray(0, 20);
  return Buffer.concat([Buffer.from("89504e470d0a1a0a", "hex"), pngChunk("IHDR", header), pngChunk("IDAT", pixels), pngChunk("IEND", Buffer.alloc(0))]);
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
    expect((await json(damaged)).message).toBe("image could not be read as a JPEG, PNG, WebP, AVIF or SVG image: the file may be damaged");
    const text = await upload(Buffer.from("just some words, not a picture"), "words.png");
    expect(text.status).toBe(415);
    expect((await json(text)).message).toBe("image content is not a JPEG, PNG, WebP, AVIF or SVG image");
    const pdf = await upload(Buffer.from("%PDF-1.4\n%âãÏÓ\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF"), "doc.png");
    expect(pdf.status).toBe(415);
    expect((await upload(Buffer.alloc(0), "empty.png")).status).toBe(400);
  });

  it("refuses a 6300 × 6300 PNG bomb from its header, before decoding it, with a 422 that names the limit", async () => {
    const tooLarge = "This picture is 6300 × 6300 pixels (39.7 megapixels); the most we take is 25 megapixels. Make it smaller and upload it again.";
    const bomb = await upload(await pngBomb(), "bomb.png");
    expect([bomb.status, (await json(bomb)).message]).toEqual([422, tooLarge]);
    // The same header with pixels cut short after 20 bytes: only its header was read, or it would be a 400.
    const headerOnly = await upload(pngCutShort(6300, 6300), "header-only.png");
    expect([headerOnly.status, (await json(headerOnly)).message]).toEqual([422, tooLarge]);
    const huge = await upload(pngCutShort(100_000, 100_000), "huge.png");
    expect(huge.status).toBe(422);
    expect((await json(huge)).message).toMatch(/^This picture is 100000 × 100000 pixels \(10000\.0 megapixels\); the most we take is 25 megapixels\./);
  });

  it("refuses a picture whose reading would hold more memory than its pixels say, as an AVIF past 2.6 megapixels", async () => {
    const avif = await upload(await picture(2000, 2000, "avif", 44), "large.avif");
    expect(avif.status).toBe(422);
    expect((await json(avif)).message).toBe(
      "This picture is 2000 × 2000 pixels (4.0 megapixels); an AVIF takes more memory to read, so the most we take of this one is 2.6 megapixels. Make it smaller, or save it as a JPEG, and upload it again.",
    );
  });

  it("makes a transparent picture's AVIF up to 1280 px and its WebP up to 1920; an alpha channel nothing uses is dropped", async () => {
    const rgba = (alpha: number) =>
      sharp({ create: { width: 2400, height: 1600, channels: 4, background: { r: 20, g: 140, b: 90, alpha } } })
        .png()
        .toBuffer();
    const widths = (item: MediaItem, format: string) => item.variants.filter((variant) => variant.format === format).map((variant) => variant.width).sort((a, b) => a - b);
    const transparent = await uploaded(await rgba(0.5), "logo.png");
    expect([widths(transparent, "avif"), widths(transparent, "webp")]).toEqual([
      [320, 640, 960, 1280],
      [320, 640, 960, 1280, 1920],
    ]);
    expect((await sharp(await variantBytes(`/media/${transparent.sha256}-1920.webp`)).metadata()).hasAlpha).toBe(true);
    const opaque = await uploaded(await rgba(1), "screenshot.png");
    expect(widths(opaque, "avif")).toEqual([320, 640, 960, 1280, 1920]);
    expect((await sharp(await variantBytes(`/media/${opaque.sha256}-1920.avif`)).metadata()).hasAlpha).toBe(false);
  });

  it("answers 400, not 500, for a picture whose pixels are cut short after a good header", async () => {
    const cut = await upload(pngCutShort(400, 300), "cut.png");
    expect(cut.status).toBe(400);
    expect((await json(cut)).message).toBe("image could not be read as a JPEG, PNG, WebP, AVIF or SVG image: the file may be damaged");
  });

  it("answers six large uploads at once, each in its turn: the pictures it takes made into variants, the bombs refused", async () => {
    const uploads = [
      { name: "camera.jpg", bytes: await picture(6000, 4000, "jpeg", 61) },
      { name: "screenshot.png", bytes: await picture(4000, 3000, "png", 62) },
      { name: "photo.avif", bytes: await picture(1600, 1600, "avif", 63) },
      { name: "bomb.png", bytes: await pngBomb(64) },
      { name: "large.avif", bytes: await picture(2600, 2600, "avif", 65) },
      { name: "huge.jpg", bytes: await picture(8000, 6000, "jpeg", 66) },
    ];
    const answers = await Promise.all(
      uploads.map(async ({ bytes, name }) => {
        const response = await upload(bytes, name);
        return { name, status: response.status, body: await json(response) };
      }),
    );
    expect(answers.map(({ name, status, body }) => (status === 201 ? [name, status, body.width, body.height] : [name, status, body.message]))).toEqual([
      ["camera.jpg", 201, 6000, 4000],
      ["screenshot.png", 201, 4000, 3000],
      ["photo.avif", 201, 1600, 1600],
      ["bomb.png", 422, expect.stringMatching(/^This picture is 6300 × 6300 pixels/)],
      ["large.avif", 422, expect.stringMatching(/^This picture is 2600 × 2600 pixels .*an AVIF/)],
      ["huge.jpg", 422, expect.stringMatching(/^This picture is 8000 × 6000 pixels \(48\.0 megapixels\); the most we take is 25 megapixels/)],
    ]);
    const camera = answers[0].body as MediaItem;
    expect(camera.variants.map((variant) => `${variant.format}-${variant.width}x${variant.height}`).sort()).toEqual(
      ["320x213", "640x427", "960x640", "1280x853", "1920x1280"].flatMap((size) => [`avif-${size}`, `webp-${size}`]).sort(),
    );
    const widest = await sharp(await variantBytes(`/media/${camera.sha256}-1920.webp`)).metadata();
    expect([widest.width, widest.height]).toEqual([1920, 1280]);
  }, 180_000);

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
