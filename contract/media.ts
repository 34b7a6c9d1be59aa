/** The media library's answers (docs/media.md), read by the site and written by the API. */
import { z } from "zod";

/** Where variants are served, on the site and under the API: `/media/<sha256>-<width>.<ext>`. */
export const MEDIA_URL_PREFIX = "/media/";
export const MEDIA_FILE = /^([0-9a-f]{64})-(\d{1,5})\.(avif|webp|svg)$/;

export const MEDIA_FORMATS = ["avif", "webp", "svg"] as const;

export const mediaVariantSchema = z.object({
  format: z.enum(MEDIA_FORMATS),
  width: z.number().int(),
  height: z.number().int(),
  size: z.number().int(),
  url: z.string(),
});

export const mediaItemSchema = z.object({
  id: z.string(),
  sha256: z.string(),
  mime: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  size: z.number().int(),
  /** Empty: "Needs alt text", not to be chosen for a page. */
  alt: z.string(),
  focalX: z.number().int().min(0).max(100),
  focalY: z.number().int().min(0).max(100),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  /** The variant a plain `<img src>` (a post's cover, Markdown) takes: WebP at up to 1280 px, or the SVG. */
  url: z.string(),
  variants: z.array(mediaVariantSchema),
});

/** One place a picture is used, as the "where used" list shows it: what kind of thing, which one, its name. */
export const mediaUsageSchema = z.object({
  /** `post_cover`, `post_body`, `case_study_cover`, … (api/media/usage.ts lists the finders). */
  kind: z.string(),
  id: z.string(),
  label: z.string(),
});

export const mediaDetailSchema = mediaItemSchema.extend({ usedIn: z.array(mediaUsageSchema) });

export type MediaVariant = z.infer<typeof mediaVariantSchema>;
export type MediaItem = z.infer<typeof mediaItemSchema>;
export type MediaUsage = z.infer<typeof mediaUsageSchema>;
export type MediaDetail = z.infer<typeof mediaDetailSchema>;

export const mediaVariantUrl = (path: string) => `${MEDIA_URL_PREFIX}${path}`;
