import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { stripNulBytes } from "~/lib/http/strip-nul-bytes.server";

describe("the page stream", () => {
  it("drops the zero bytes React pads a full buffer with, keeping every character", async () => {
    const quote = Buffer.from("\u201d</p>");
    const chunks = [Buffer.concat([Buffer.from("<p>\u201cनमस्ते"), Buffer.from([0, 0])]), quote];
    const html = await text(Readable.from(chunks).pipe(stripNulBytes()));
    expect(html).toBe("<p>\u201cनमस्ते\u201d</p>");
  });

  it("passes a chunk without zero bytes through untouched", async () => {
    const chunk = Buffer.from("<main>Vyom Digital</main>");
    const out: Buffer[] = [];
    await new Promise<void>((resolve) => {
      const stream = stripNulBytes();
      stream.on("data", (data: Buffer) => out.push(data));
      stream.on("end", resolve);
      stream.end(chunk);
    });
    expect(out).toEqual([chunk]);
    expect(out[0]).toBe(chunk);
  });
});
