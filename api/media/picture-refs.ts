import type { Database } from "../db/client";
import { HttpError } from "../http/errors";
import { type FieldError, fieldName } from "../http/validation";
import { findMediaByIds } from "../services/media";
import { pictureRefs as pictureRefsIn } from "../../contract/site-content/picture-refs";

export interface PictureRef {
  /** Where in the data, as a form names it: `photo`, `members[2].photo`. */
  field: string;
  mediaId: string;
}

/** Every picture the data names (any object with a `mediaId`), with its field's name. */
export const pictureRefs = (data: unknown): PictureRef[] =>
  pictureRefsIn(data).map(({ path, mediaId }) => ({ field: fieldName(path) || "data", mediaId }));

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
