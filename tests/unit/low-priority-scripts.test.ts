import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { lowPriorityModulePreloads } from "~/lib/http/low-priority-scripts.server";

const PAGE =
  '<head><title>Café ☕</title></head><body><p>Ready</p><link rel="modulepreload" href="/assets/entry.js"/>' +
  '<link rel="modulepreload" href="/assets/shell.js"/><script type="module">import "/assets/entry.js";</script></body>';
const EXPECTED = PAGE.replaceAll('<link rel="modulepreload" ', '<link rel="modulepreload" fetchpriority="low" ');

/** Streams the page through the rewrite cut into chunks of `size` bytes, as the renderer may cut it. */
async function rewritten(size: number): Promise<string> {
  const bytes = Buffer.from(PAGE);
  const chunks: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size));
  return text(Readable.from(chunks).pipe(lowPriorityModulePreloads()));
}

describe("module preloads at low priority", () => {
  it("marks every module preload of the document, and changes nothing else", async () => {
    expect(await rewritten(4096)).toBe(EXPECTED);
  });

  it("finds a tag cut across chunks, and keeps characters cut across chunks whole", async () => {
    for (const size of [1, 2, 3, 7, 13, 26, 27, 40]) expect(await rewritten(size), `chunks of ${size}`).toBe(EXPECTED);
  });
});
