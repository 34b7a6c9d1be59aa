import { z } from "zod";
import { isOneLine } from "../one-line";

/** Field builders shared by every kind's schema: trimmed, bounded, single lines without control characters. */
export const line = (max: number) =>
  z.string().trim().min(1).max(max).refine(isOneLine, "must be one line, without control characters");

export const optionalLine = (max: number) =>
  z.string().trim().max(max).refine(isOneLine, "must be one line, without control characters").default("");

export const paragraph = (max: number) => z.string().trim().min(1).max(max);

/**
 * A picture: a site path today, a media library id once it exists (`mediaId`), always with its alt
 * text. Kinds that hold a picture store this shape, so pictures work before and after the library.
 */
export const pictureSchema = z.object({
  mediaId: z.string().trim().max(64).optional(),
  src: z
    .string()
    .trim()
    .min(1)
    .max(500)
    .regex(/^(\/(?!\/)|https:\/\/)\S*$/, "must be a site path like /images/x.svg or an https:// URL"),
  alt: z.string().trim().max(300),
});
export type Picture = z.infer<typeof pictureSchema>;
