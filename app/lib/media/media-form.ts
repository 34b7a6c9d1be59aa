/** The media library's console forms: their fields' rules and words, for the page and the action. */
import { z } from "zod";
import { MEDIA_MAX_BYTES, MEDIA_SIZE_TEXT } from "../../../contract/media-limits";

export const MEDIA_ACCEPT = "image/jpeg,image/png,image/webp,image/avif,image/svg+xml,.jpg,.jpeg,.png,.webp,.avif,.svg";
export const MEDIA_ALT_MAX = 300;

export const mediaTexts = {
  /** The upload form's note: the limits the API holds to (contract/media-limits.ts). */
  note: `JPEG, PNG, WebP, AVIF or SVG, ${MEDIA_SIZE_TEXT}. Photos are turned into AVIF and WebP at several widths.`,
  file: `Choose a picture: JPEG, PNG, WebP, AVIF or SVG, ${MEDIA_SIZE_TEXT}.`,
  size: `The picture must be ${MEDIA_MAX_BYTES / (1024 * 1024)} MB or smaller.`,
  alt: `Describe the picture in up to ${MEDIA_ALT_MAX} characters.`,
  altRequired: "Describe the picture for people who cannot see it: a picture without alt text cannot be used on the site.",
  focal: "Give the focal point as two whole numbers from 0 to 100 (percent from the left and from the top).",
  needsAlt: "Needs alt text",
  saved: "Saved.",
} as const;

const percent = z.coerce.number({ invalid_type_error: mediaTexts.focal }).int(mediaTexts.focal).min(0, mediaTexts.focal).max(100, mediaTexts.focal);

/** The item page's form: alt text (required there, as the picture is about to be used) and the focal point. */
export const mediaDetailsSchema = z.object({
  alt: z.string().trim().min(1, mediaTexts.altRequired).max(MEDIA_ALT_MAX, mediaTexts.alt),
  focalX: percent,
  focalY: percent,
});

/** The upload form's text: alt text may wait until the picture is used. */
export const mediaUploadSchema = z.object({ alt: z.string().trim().max(MEDIA_ALT_MAX, mediaTexts.alt).optional() });

export const pageOfQuery = (url: URL) => {
  const page = Number(url.searchParams.get("page") ?? "1");
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
};
