import type { Database } from "../db/client";
import { HttpError } from "../http/errors";
import { type FieldError, fieldName } from "../http/validation";
import { findMediaByIds } from "../services/media";

export interface PictureRef {
  /** Where in the data: `photo`, `members[2].photo`. */
  field: string;
  mediaId: string;
}

/**
 * Every picture a piece of content names: any object with a non-empty string `mediaId`
 * (contract/site-content/fields.ts `picture`), wherever it sits, so a new kind needs no list here.
 */
export function pictureRefs(data: unknown, path: (string | number)[] = [], depth = 0): PictureRef[] {
  if (depth > 20 || data === null || typeof data !== "object") return [];
  if (Array.isArray(data)) return data.flatMap((entry, index) => pictureRefs(entry, [...path, index], depth + 1));
  const record = data as Record<string, unknown>;
  const own = typeof record.mediaId === "string" && record.mediaId !== "" ? [{ field: fieldName(path) || "data", mediaId: record.mediaId }] : [];
  return [...own, ...Object.entries(record).flatMap(([key, value]) => pictureRefs(value, [...path, key], depth + 1))];
}

export const pictureMessages = {
  missing: (field: string) => `${field}: no such picture in the media library`,
  noAlt: (field: string) => `${field}: add alt text to this picture in the media library first`,
};

/**
 * Alt text is required before use (issue 31): a save naming a picture the library does not hold,
 * or one still without alt text, is a 400 naming each such field, as a form's errors are.
 */
export async function checkPictureRefs(db: Database, data: unknown): Promise<void> {
  const refs = pictureRefs(data);
  if (refs.length === 0) return;
  const items = new Map((await findMediaByIds(db, [...new Set(refs.map((ref) => ref.mediaId.toLowerCase()))])).map((item) => [item.id, item]));
  const errors: FieldError[] = refs.flatMap(({ field, mediaId }) => {
    const item = items.get(mediaId.toLowerCase());
    if (!item) return [{ field, message: pictureMessages.missing(field) }];
    return item.alt.trim() === "" ? [{ field, message: pictureMessages.noAlt(field) }] : [];
  });
  if (errors.length > 0) throw new HttpError(400, errors[0].message, { errors });
}
