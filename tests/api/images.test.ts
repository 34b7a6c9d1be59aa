import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestServer, adminHeaders, json, SAMPLE_FILES, startTestServer } from "./helpers";
import { bearer, memberSession } from "./staff-helpers";

let t: TestServer;
let headers: Record<string, string>;

beforeAll(async () => {
  t = await startTestServer();
  headers = (await memberSession(t, "designer@agency.example")).headers;
});

afterAll(async () => {
  await t?.close();
});

/** Real signatures: content sniffing sees genuine types whatever the name says. */
const IMAGES = {
  png: () =>
    Buffer.from(
      "89504e470d0a1a0a0000000d4948445200000001000000010806000000" +
        "1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082",
      "hex",
    ),
  jpeg: () => Buffer.concat([Buffer.from("ffd8ffe000104a46494600010100000100010000", "hex"), Buffer.alloc(64), Buffer.from("ffd9", "hex")]),
  webp: () => {
    const body = Buffer.concat([Buffer.from("WEBPVP8 "), Buffer.alloc(40)]);
    const size = Buffer.alloc(4);
    size.writeUInt32LE(body.length);
    return Buffer.concat([Buffer.from("RIFF"), size, body]);
  },
};

function upload(bytes: Buffer, name: string, type = "application/octet-stream", field = "image", auth = headers) {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
  return t.call("/staff/images", { method: "POST", body: form, headers: auth });
}

describe("POST /api/staff/images", () => {
  it("needs a staff session or the admin token", async () => {
    expect((await upload(IMAGES.png(), "a.png", "image/png", "image", {})).status).toBe(401);
    expect((await upload(IMAGES.png(), "a.png", "image/png", "image", bearer("nope"))).status).toBe(401);
    expect((await upload(IMAGES.png(), "a.png", "image/png", "image", adminHeaders)).status).toBe(201);
  });

  it("stores PNG, JPEG and WebP by their content, whatever the name or declared type, and serves them for a year", async () => {
    for (const [kind, type, extension] of [
      ["png", "image/png", "png"],
      ["jpeg", "image/jpeg", "jpg"],
      ["webp", "image/webp", "webp"],
    ] as const) {
      const bytes = IMAGES[kind]();
      const response = await upload(bytes, "cover.txt", "text/plain");
      expect(response.status, kind).toBe(201);
      const image = await json(response);
      expect(image).toEqual({ id: expect.any(String), url: `/api/images/${image.id}.${extension}`, type, size: bytes.length });
      const served = await fetch(`${t.baseUrl}${image.url}`);
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe(type);
      expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(served.headers.get("x-content-type-options")).toBe("nosniff");
      expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
    }
  });

  it("refuses a file that is not one of the four image types, even named .png", async () => {
    for (const bytes of [SAMPLE_FILES.pdf(), SAMPLE_FILES.text(), Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;")]) {
      const response = await upload(bytes, "cover.png", "image/png");
      expect(response.status).toBe(400);
      expect((await json(response)).message).toBe("image content is not a PNG, JPEG, WebP or SVG image");
    }
  });

  it("answers 413 above 2 MB, 400 without a file or in another field, 415 for a body that is not a form", async () => {
    const big = Buffer.concat([IMAGES.png(), Buffer.alloc(2 * 1024 * 1024)]);
    const tooBig = await upload(big, "big.png", "image/png");
    expect(tooBig.status).toBe(413);
    expect((await json(tooBig)).message).toBe("image must be at most 2 MB");
    expect((await upload(IMAGES.png(), "a.png", "image/png", "picture")).status).toBe(400);
    const empty = await t.call("/staff/images", { method: "POST", body: new FormData(), headers });
    expect(empty.status).toBe(400);
    const asJson = await t.call("/staff/images", { method: "POST", json: { image: "x" }, headers });
    expect(asJson.status).toBe(415);
  });

  it("refuses a 6300 × 6300 PNG bomb from its header (422): it is served as sent, so a visitor's browser would decode it", async () => {
    const bomb = await sharp({ create: { width: 6300, height: 6300, channels: 3, background: "#c83" } }).png({ compressionLevel: 9 }).toBuffer();
    const response = await upload(bomb, "cover.png", "image/png");
    expect(response.status).toBe(422);
    expect((await json(response)).message).toBe(
      "This picture is 6300 × 6300 pixels (39.7 megapixels); the most we take is 25 megapixels. Make it smaller and upload it again.",
    );
  });

  it("sanitises an SVG: no script, handlers, foreignObject or outside references; viewBox kept", async () => {
    const svg = `<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 120 60" onload="alert(1)">
  <script>alert(2)</script>
  <style>@import url(https://evil.example/x.css);</style>
  <defs><linearGradient id="sky"><stop offset="0" stop-color="#0af"/></linearGradient></defs>
  <rect width="120" height="60" fill="url(#sky)" onclick="steal()"/>
  <image href="https://evil.example/track.png" width="1" height="1"/>
  <use xlink:href="https://evil.example/sprite.svg#icon"/>
  <foreignObject><body xmlns="http://www.w3.org/1999/xhtml"><iframe src="https://evil.example"></iframe></body></foreignObject>
  <a href="javascript:alert(3)"><text x="10" y="40" fill="url(https://evil.example/p)">Cover</text></a>
</svg>`;
    const response = await upload(Buffer.from(svg), "cover.svg", "image/svg+xml");
    expect(response.status).toBe(201);
    const image = await json(response);
    expect(image.url).toMatch(/\.svg$/);
    const served = await fetch(`${t.baseUrl}${image.url}`);
    expect(served.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
    expect(served.headers.get("content-security-policy")).toMatch(/default-src 'none'/);
    expect(served.headers.get("content-security-policy")).toMatch(/sandbox/);
    const text = await served.text();
    expect(text).toMatch(/^<svg /);
    expect(text).toContain('viewBox="0 0 120 60"');
    expect(text).toContain("<linearGradient");
    expect(text).toContain('fill="url(#sky)"');
    expect(text).toContain(">Cover</text>");
    expect(text).not.toMatch(/script|onload|onclick|foreignObject|iframe|evil\.example|javascript:|<style|<image/i);
    expect(image.size).toBe(Buffer.byteLength(text));
  });

  it("refuses an SVG with nothing left to draw and text that only mentions svg", async () => {
    expect((await upload(Buffer.from("<script>alert(1)</script>"), "x.svg", "image/svg+xml")).status).toBe(400);
    expect((await upload(Buffer.from("hello <svg> world"), "x.svg", "image/svg+xml")).status).toBe(400);
  });
});

describe("GET /api/images/:file", () => {
  it("answers 404 for unknown, malformed or mismatched names", async () => {
    const image = await json(await upload(IMAGES.png(), "a.png", "image/png"));
    for (const path of [
      "/images/00000000-0000-0000-0000-000000000000.png",
      "/images/not-an-id.png",
      `/images/${image.id}.svg`,
      `/images/${image.id}`,
    ]) {
      expect((await t.call(path)).status, path).toBe(404);
    }
  });
});
