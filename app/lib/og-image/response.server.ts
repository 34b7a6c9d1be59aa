import type { ImageKey } from "./store.server";

const YEAR = 31_536_000;

/**
 * A PNG answer. Asked for by its current versioned URL (?v=…) it never changes, so it is cached
 * for a year as immutable; by an old or no version, for a few minutes, since the image behind it may.
 */
export function pngResponse(request: Request, key: ImageKey, png: Buffer): Response {
  const etag = `"${encodeURIComponent(key.name)}-${encodeURIComponent(key.version)}"`;
  const current = new URL(request.url).searchParams.get("v") === key.version;
  const headers = new Headers({
    "Content-Type": "image/png",
    "Cache-Control": current ? `public, max-age=${YEAR}, immutable` : "public, max-age=300",
    ETag: etag,
  });
  if (request.headers.get("If-None-Match") === etag) return new Response(null, { status: 304, headers });
  headers.set("Content-Length", String(png.byteLength));
  return new Response(new Uint8Array(png), { headers });
}
