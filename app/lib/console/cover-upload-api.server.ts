import type { Submission } from "@conform-to/react";
import { mediaItemSchema } from "../../../contract/media";
import { ApiError } from "../api-client.server";
import { formReply } from "../forms/reply.server";
import { coverFields, coverMessages } from "./cover-upload";
import { CONSOLE_HEADERS } from "./http.server";
import { parseStaffAnswer, staffCall, type StaffCaller } from "./staff-api.server";

/** A stored picture as covers and the editor use it: its id, the URL a plain `<img>` takes, its type. */
export const imageSchema = mediaItemSchema.transform((item) => ({ id: item.id, url: item.url, type: item.mime, size: item.size }));

/**
 * Stores a cover or a picture for a post's text in the media library (docs/media.md, POST
 * /api/staff/media), with its alt text when the form has one; its answer names the URL.
 */
export async function uploadCoverImage(c: StaffCaller, file: File, alt = "") {
  const body = new FormData();
  body.append("image", file, file.name || "cover");
  if (alt.trim()) body.append("alt", alt.trim().slice(0, 300));
  return parseStaffAnswer(imageSchema, await staffCall(c, "/staff/media", "POST", body), "image");
}

/** The cover's own message when the API refuses an upload (too large, not an image); null for anything else. */
export function coverRefusal(error: unknown): { status: number; message: string } | null {
  if (!(error instanceof ApiError) || error.status === null || error.status < 400 || error.status >= 500) return null;
  if (error.status === 413) return { status: 413, message: coverMessages.coverSize };
  return { status: error.status, message: error.status === 415 ? coverMessages.coverType : error.serverMessage ?? coverMessages.coverType };
}

/** The answer when the form's cover went past 2 MB on its way in: the cover's message, everything typed kept. */
export const coverTooLargeReply = (submission: Submission<unknown>, formId?: string) =>
  formReply(
    { result: submission.reply({ fieldErrors: { cover: [coverMessages.coverSize] } }), formId },
    { status: 413, headers: CONSOLE_HEADERS }
  );

/**
 * A cover picked in this post, stored at once whatever else the form says (a preview, a missing
 * title): the form then carries the stored URL and the file's name, so nothing has to be picked
 * again. A file the form's own rules refuse is left for them to name; an API refusal is returned.
 */
export async function storePickedCover(c: StaffCaller, formData: FormData): Promise<{ refused: unknown } | null> {
  const file = formData.get("cover");
  if (!(file instanceof File) || file.size === 0 || !coverFields.cover.safeParse(file).success) return null;
  try {
    const alt = formData.get("alt") ?? formData.get("alt_text");
    const stored = await uploadCoverImage(c, file, typeof alt === "string" ? alt : "");
    formData.set("coverImage", stored.url);
    formData.set("coverName", file.name || "cover");
    formData.delete("cover");
    formData.delete("removeCover");
    return null;
  } catch (error) {
    return { refused: error };
  }
}
