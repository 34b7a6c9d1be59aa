import type { Submission } from "@conform-to/react";
import { z } from "zod";
import { ApiError } from "../api-client.server";
import { formReply } from "../forms/reply.server";
import { coverFields, coverMessages } from "./cover-upload";
import { CONSOLE_HEADERS } from "./http.server";
import { parseStaffAnswer, staffCall, type StaffCaller } from "./staff-api.server";

export const imageSchema = z.object({
  id: z.union([z.number(), z.string()]),
  url: z.string(),
  type: z.string(),
  size: z.number(),
});

/** Stores a cover with the API (docs/api.md, POST /api/staff/images); its answer names the URL. */
export async function uploadCoverImage(c: StaffCaller, file: File) {
  const body = new FormData();
  body.append("image", file, file.name || "cover");
  return parseStaffAnswer(imageSchema, await staffCall(c, "/staff/images", "POST", body), "image");
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
    const stored = await uploadCoverImage(c, file);
    formData.set("coverImage", stored.url);
    formData.set("coverName", file.name || "cover");
    formData.delete("cover");
    formData.delete("removeCover");
    return null;
  } catch (error) {
    return { refused: error };
  }
}
