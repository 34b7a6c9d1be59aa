import type { Router } from "express";
import multer from "multer";
import { z } from "zod";
import type { ApiContext } from "../context";
import { asyncRouter } from "../http/async-router";
import { HttpError, found } from "../http/errors";
import { callerOf } from "../http/staff-auth";
import { describeUploadError } from "../http/upload-errors";
import { jsonBody, pagingSchema, parseInput } from "../http/validation";
import { MEDIA, PAGING } from "../limits";
import { checkMedia, MEDIA_FIELD } from "../media/check";
import { mediaFiles } from "../media/files";
import { WorkGate } from "../media/queue";
import { findUsages } from "../media/usage";
import { makeRasterVariants } from "../media/variants";
import { deleteMedia, findMedia, findMediaByIds, findMediaBySha, listMedia, storeMedia, updateMedia } from "../services/media";

const upload = multer({
  storage: multer.memoryStorage(),
  // The upload stops as soon as the file passes the limit.
  limits: { fileSize: MEDIA.maxBytes, files: 1, fields: MEDIA.maxFields, fieldSize: MEDIA.maxFieldBytes },
}).single(MEDIA_FIELD);

const percent = z.coerce.number().int().min(0).max(100);
const altText = z.string().trim().max(MEDIA.altMax);

export const uploadFields = z.object({
  alt: altText.optional().default(""),
  focalX: percent.optional().default(50),
  focalY: percent.optional().default(50),
});

export const changes = z
  .object({ alt: altText, focalX: percent, focalY: percent })
  .partial()
  .strict()
  .refine((value) => Object.keys(value).length > 0, "Send alt, focalX or focalY");

export const idsQuery = z.object({ ids: z.string().max(40 * 50).transform((value) => value.split(",").filter(Boolean).slice(0, 50)) });

const createdByOf = (caller: ReturnType<typeof callerOf>) => (caller.kind === "member" ? caller.staff.name : null);

/** The media library (docs/media.md): upload, list, describe, delete, and the variants' bytes. */
export function mediaRoutes({ db, can, limiters, audit, mediaCacheDir }: ApiContext): Router {
  const staff = can("media.edit");
  const router = asyncRouter();
  const gate = new WorkGate(MEDIA.concurrency, MEDIA.maxWaiting);

  router.post("/staff/media", ...staff, (req, res, next) => {
    if (!req.is("multipart/form-data")) return next(new HttpError(415, `Send the picture as multipart/form-data in the field "${MEDIA_FIELD}"`));
    // A place in line is taken before the body is read: a turned-away upload costs no memory.
    let place: ReturnType<WorkGate["admit"]>;
    try {
      place = gate.admit();
    } catch (error) {
      return next(error);
    }
    res.on("close", place.release);
    upload(req, res, (error: unknown) => {
      if (error) return next(describeUploadError(error, MEDIA_FIELD, MEDIA.maxBytes));
      void (async () => {
        const fields = parseInput(uploadFields, req.body, "Form");
        const checked = await checkMedia(req.file);
        const existing = await findMediaBySha(db, checked.sha256);
        if (existing) return void res.status(200).location(`/api/staff/media/${existing.id}`).json(existing);
        const variants =
          checked.mime === "image/svg+xml"
            ? [{ format: "svg" as const, width: checked.width, height: checked.height, data: checked.data }]
            : await place.run(() => makeRasterVariants(checked.data, checked.width));
        const { item, created } = await storeMedia(db, checked, variants, { ...fields, createdBy: createdByOf(callerOf(res)) });
        if (created) {
          await audit(req, res, { action: "media_uploaded", subject: { type: "media", id: item.id }, summary: `Uploaded a picture (${item.mime}, ${item.width}×${item.height})`, details: { url: item.url } });
        }
        res.status(created ? 201 : 200).location(`/api/staff/media/${item.id}`).json(item);
      })()
        .catch(next)
        .finally(place.release);
    });
  });

  router.get("/staff/media", ...staff, async (req, res) => {
    const { page, per_page } = parseInput(pagingSchema(PAGING.maxPerPage, 48), req.query, "Query");
    res.json(await listMedia(db, page, per_page));
  });

  router.get("/staff/media/:id", ...staff, async (req, res) => {
    const item = found(await findMedia(db, req.params.id), "No picture with that id");
    res.json({ ...item, usedIn: await findUsages(db, item) });
  });

  router.patch("/staff/media/:id", ...staff, async (req, res) => {
    const update = parseInput(changes, jsonBody(req));
    const item = found(await updateMedia(db, req.params.id, update), "No picture with that id");
    await audit(req, res, { action: "media_edited", subject: { type: "media", id: item.id }, summary: "Changed a picture's alt text or focal point", details: update });
    res.json(item);
  });

  router.delete("/staff/media/:id", ...staff, async (req, res) => {
    const item = found(await findMedia(db, req.params.id), "No picture with that id");
    const usedIn = await findUsages(db, item);
    if (usedIn.length > 0) {
      throw new HttpError(409, `This picture is in use, so it cannot be deleted: ${usedIn.map((usage) => usage.label).join("; ")}. Remove it there first.`, { usedIn });
    }
    await deleteMedia(db, item.id);
    await audit(req, res, { action: "media_deleted", subject: { type: "media", id: item.id }, summary: `Deleted a picture (${item.alt || item.sha256.slice(0, 12)})`, details: { sha256: item.sha256 } });
    res.status(204).end();
  });

  // Public: what a page needs to draw its pictures (variants, size, alt, focal point); never the original.
  router.get("/media/items", limiters.reads, async (req, res) => {
    const { ids } = parseInput(idsQuery, req.query, "Query");
    res.set("Cache-Control", "public, max-age=60").json({ data: await findMediaByIds(db, ids) });
  });

  router.use("/media", limiters.reads, mediaFiles(db, mediaCacheDir));
  return router;
}
