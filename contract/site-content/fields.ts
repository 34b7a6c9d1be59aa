import { z } from "zod";
import { isOneLine } from "../one-line";

/** Field builders shared by every kind's schema: trimmed, bounded, single lines without control characters. */
export const line = (max: number) =>
  z.string().trim().min(1).max(max).refine(isOneLine, "must be one line, without control characters");

export const optionalLine = (max: number) =>
  z.string().trim().max(max).refine(isOneLine, "must be one line, without control characters").default("");

export const paragraph = (max: number) => z.string().trim().min(1).max(max);

/** A profile address, or empty: https only (a visitor's browser follows it from the page). */
export const httpsLink = (max = 300) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((value) => value === "" || isHttpsUrl(value), "must be an https:// address, or empty")
    .default("");

function isHttpsUrl(value: string): boolean {
  if (/\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname.includes(".") && url.username === "" && url.password === "";
  } catch {
    return false;
  }
}

/** A file the site ships (`/images/…`): the seed's drawings, kept as the fallback of a picture. */
const STATIC_IMAGE = /^\/images\/[a-z0-9][a-z0-9/_-]*\.(svg|png|jpe?g|webp)$/;

/**
 * A picture on a page: an item of the media library (`mediaId`; its alt text and variants come from
 * the library) and the site's own file that stands in for it while it is missing, or the API is down.
 * One of the two is needed; `alt` is the fallback file's text.
 */
export const picture = (label = "picture") =>
  z
    .object({
      mediaId: z.union([z.literal(""), z.string().uuid("must be a picture from the media library")]).default(""),
      src: z.union([z.literal(""), z.string().regex(STATIC_IMAGE, "must be one of the site's own pictures")]).default(""),
      alt: optionalLine(200),
    })
    .refine((value) => value.mediaId !== "" || value.src !== "", `choose a ${label} from the media library`);

export type PictureValue = z.infer<ReturnType<typeof picture>>;
