import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import type { RequestHandler } from "express";
import { MEDIA_FILE } from "../../contract/media";
import type { Database } from "../db/client";
import { route } from "../http/async-router";
import { findVariantFile } from "../services/media";

/** A variant's name holds its content's hash, so it never changes: browsers and CDNs keep it a year. */
const IMMUTABLE = "public, max-age=31536000, immutable";

/** Even sanitised, an SVG opened on its own must not be able to run anything. */
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'";

const TYPES: Record<string, string> = { avif: "image/avif", webp: "image/webp", svg: "image/svg+xml" };

/**
 * The database holds every variant (one place to back up, shared by every instance); this host's
 * disk keeps a copy of those it served, so a repeat costs a file read, not a query. A failed
 * write only means the next request asks the database again.
 */
async function variantBytes(db: Database, cacheDir: string | undefined, file: string): Promise<Buffer | undefined> {
  if (cacheDir) {
    try {
      return await readFile(path.join(cacheDir, file));
    } catch {
      // Not cached on this host yet.
    }
  }
  const row = await findVariantFile(db, file);
  if (row && cacheDir) {
    const target = path.join(cacheDir, file);
    const partial = `${target}.${process.pid}.${Date.now()}.part`;
    void mkdir(cacheDir, { recursive: true })
      .then(() => writeFile(partial, row.data))
      .then(() => rename(partial, target))
      .catch(() => undefined);
  }
  return row?.data;
}

/** GET and HEAD `/media/<sha256>-<width>.<avif|webp|svg>`, with an ETag (304s) and immutable caching. */
export function mediaFiles(db: Database, cacheDir: string | undefined): RequestHandler {
  return route(async (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const file = req.path.replace(/^\//, "").toLowerCase();
    const match = MEDIA_FILE.exec(file);
    const bytes = match ? await variantBytes(db, cacheDir, file) : undefined;
    if (!match || !bytes) {
      res.status(404).set("Cache-Control", "no-store").type("text/plain").send("Not found");
      return;
    }
    res.set({ "Cache-Control": IMMUTABLE, ETag: `"${file}"`, "X-Content-Type-Options": "nosniff", "Cross-Origin-Resource-Policy": "same-origin" });
    if (match[3] === "svg") res.set("Content-Security-Policy", SVG_POLICY);
    res.type(TYPES[match[3]]).send(bytes);
  });
}
