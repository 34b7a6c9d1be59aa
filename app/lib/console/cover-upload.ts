/** A cover image uploaded from a console form (posts, case studies): its bounds, messages and fields. */
import { z } from "zod";
import { MEDIA_MAX_PIXELS, megapixels } from "../../../contract/media-limits";

/** Covers the API takes, recognised by their content there; the browser checks the declared type first. */
export const COVER_TYPES = ["image/png", "image/jpeg", "image/webp", "image/svg+xml"] as const;
export const COVER_ACCEPT = [...COVER_TYPES, ".png", ".jpg", ".jpeg", ".webp", ".svg"].join(",");
export const COVER_MAX_BYTES = 2 * 1024 * 1024;

export const coverMessages = {
  /** Next to the field: the media library's pixel limit holds for covers too (they are stored there). */
  coverHint: `(PNG, JPEG, WebP or SVG, 2 MB and ${megapixels(MEDIA_MAX_PIXELS)} megapixels at most)`,
  coverType: "The cover must be a PNG, JPEG, WebP or SVG image.",
  coverSize: "The cover must be 2 MB or smaller.",
} as const;

const isCoverType = (file: File) =>
  (COVER_TYPES as readonly string[]).includes(file.type) || /\.(png|jpe?g|webp|svg)$/i.test(file.name);

/** The cover's fields, in the browser and again in the action, for a form that posts multipart. */
export const coverFields = {
  /** The cover already stored (its URL), kept unless a new file replaces it or it is removed. */
  coverImage: z.string().trim().max(500).optional(),
  /** The name of the file a refused or previewed post stored already, shown as "Cover: name (kept)". */
  coverName: z.string().trim().max(255).optional(),
  removeCover: z.literal("on").optional(),
  cover: z
    .instanceof(File)
    .optional()
    .refine((file) => !file || isCoverType(file), coverMessages.coverType)
    .refine((file) => !file || file.size <= COVER_MAX_BYTES, coverMessages.coverSize),
};

/** The cover a save stores before any upload: the kept one, or none once "Remove" is ticked. */
export const keptCover = (value: { coverImage?: string; removeCover?: "on" }) =>
  value.removeCover ? null : value.coverImage || null;
