import type { Router } from "express";
import type { ApiContext } from "../context";
import { asyncRouter } from "../http/async-router";
import { found } from "../http/errors";
import { acceptImageUpload, checkImage } from "../http/image-upload";
import { findImage, storeImage } from "../services/images";

const IMAGE_FILE = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(png|jpg|webp|svg)$/;

/** A stored image never changes (a new upload gets a new id), so browsers and CDNs keep it a year. */
const IMMUTABLE = "public, max-age=31536000, immutable";

/** Even sanitised, an SVG opened on its own must not be able to run anything. */
const SVG_POLICY = "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox";

/** Image uploads for covers (docs/api.md, Images) and the bytes they serve. */
export function imageRoutes({ db, can, limiters, audit }: ApiContext): Router {
  const staff = can("posts.edit");
  const router = asyncRouter();

  router.post("/staff/images", ...staff, acceptImageUpload, async (req, res) => {
    const image = await checkImage(req.file);
    const stored = await storeImage(db, image);
    await audit(req, res, { action: "image_uploaded", subject: { type: "image", id: stored.id }, summary: `Uploaded an image (${image.type})`, details: { url: stored.url } });
    res.status(201).location(stored.url).json(stored);
  });

  router.get("/images/:file", limiters.reads, async (req, res) => {
    const match = IMAGE_FILE.exec(req.params.file.toLowerCase());
    const image = found(match ? await findImage(db, match[1], match[2]) : undefined, "Image not found");
    res.set({ "Cache-Control": IMMUTABLE, "X-Content-Type-Options": "nosniff" });
    if (image.type === "image/svg+xml") res.set("Content-Security-Policy", SVG_POLICY);
    res.type(image.type).send(image.data);
  });

  return router;
}
