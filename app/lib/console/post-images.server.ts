import { parseWithZod } from "@conform-to/zod";
import { ApiError } from "../api-client.server";
import { forgeryReason } from "../forms/forgery.server";
import { failureTexts } from "../forms/messages";
import { formReply } from "../forms/reply.server";
import { readFileForm } from "../http/read-file-form.server";
import { uploadCoverImage } from "./cover-upload-api.server";
import { CONSOLE_HEADERS, consoleData, consoleJson, consoleTexts } from "./http.server";
import {
  appendImageLine,
  BODY_IMAGE_MAX_BYTES,
  bodyImageAltSchema,
  bodyImageFileSchema,
  bodyImageMessages,
  imageMarkdown,
} from "./post-images";
import { postFormSchema } from "./posts-schema";
import type { StaffCaller } from "./staff-api.server";

export type BodyImageResult = { ok: true; url: string; markdown: string } | { ok: false; status: number; message: string };

/**
 * Stores a picture for a post's text with the API, as covers are (checked there by its bytes), and
 * gives the Markdown that shows it. An SVG, which covers may be, is refused: the text takes photos.
 */
export async function storeBodyImage(caller: StaffCaller, file: File, alt: string): Promise<BodyImageResult> {
  try {
    const stored = await uploadCoverImage(caller, file, alt);
    if (stored.type === "image/svg+xml") return { ok: false, status: 415, message: bodyImageMessages.type };
    return { ok: true, url: stored.url, markdown: imageMarkdown(alt, stored.url) };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status === 413) return { ok: false, status: 413, message: bodyImageMessages.size };
    if (error.status === 415 || error.status === 400) return { ok: false, status: error.status, message: bodyImageMessages.type };
    // Too many pixels (422), the library busy (429): the API's own sentence says what to do.
    if (error.status !== null && error.status > 400 && error.status < 500) return { ok: false, status: error.status, message: error.serverMessage ?? bodyImageMessages.type };
    return { ok: false, status: 502, message: consoleTexts.unreachable };
  }
}

/**
 * "Insert image" without JavaScript: the picture stored, its line added at the end of the text, and
 * the whole form given back as typed (the file inputs emptied), ready for the next press.
 */
export async function insertBodyImageReply(caller: StaffCaller, formData: FormData, file: File, alt: string) {
  const stored = await storeBodyImage(caller, file, alt);
  if (!stored.ok) {
    const result = parseWithZod(formData, { schema: postFormSchema }).reply({ fieldErrors: { bodyImage: [stored.message] } });
    return formReply({ result }, { status: stored.status, headers: CONSOLE_HEADERS });
  }
  formData.set("markdown", appendImageLine(String(formData.get("markdown") ?? ""), stored.markdown));
  formData.delete("bodyImage");
  formData.delete("bodyImageAlt");
  formData.set("intent", "save");
  const result = parseWithZod(formData, { schema: postFormSchema }).reply();
  return consoleData({ result, inserted: stored.url });
}

/** A picture for the text past 2 MB, dropped as it arrived: said next to it, everything typed kept. */
export const bodyImageTooLargeReply = (formData: FormData) =>
  formReply(
    { result: parseWithZod(formData, { schema: postFormSchema }).reply({ fieldErrors: { bodyImage: [bodyImageMessages.size] } }) },
    { status: 413, headers: CONSOLE_HEADERS }
  );

const IMAGE_FORM_TEXT_MAX_BYTES = 4 * 1024;

/**
 * "Insert image" with JavaScript: one picture and its alt text in, `{ url, markdown }` out for the
 * editor to put at the cursor, or `{ error }` with a 4xx. Nothing of the post is sent or saved.
 */
export async function postImageAction(request: Request, caller: StaffCaller) {
  if (forgeryReason(request.method, request.headers, new URL(request.url).origin)) {
    return consoleJson({ error: failureTexts.crossSite }, { status: 403 });
  }
  const read = await readFileForm(request, {
    field: "image",
    fileMaxBytes: BODY_IMAGE_MAX_BYTES,
    maxBytes: BODY_IMAGE_MAX_BYTES + IMAGE_FORM_TEXT_MAX_BYTES + 1024,
    textMaxBytes: IMAGE_FORM_TEXT_MAX_BYTES,
    plainMaxBytes: IMAGE_FORM_TEXT_MAX_BYTES,
    droppedFile: undefined,
  });
  if (!read.ok) return consoleJson({ error: read.message }, { status: read.status });
  if (read.fileTooLarge) return consoleJson({ error: bodyImageMessages.size }, { status: 413 });
  const file = bodyImageFileSchema.safeParse(read.formData.get("image") ?? undefined);
  const alt = bodyImageAltSchema.safeParse(read.formData.get("alt") ?? undefined);
  if (!file.success) return consoleJson({ error: file.error.issues[0].message }, { status: 415 });
  if (!file.data || file.data.size === 0) return consoleJson({ error: bodyImageMessages.file }, { status: 400 });
  if (!alt.success || !alt.data) return consoleJson({ error: bodyImageMessages.alt }, { status: 400 });
  const stored = await storeBodyImage(caller, file.data, alt.data);
  if (!stored.ok) return consoleJson({ error: stored.message }, { status: stored.status });
  return consoleJson({ url: stored.url, markdown: stored.markdown }, { status: 201 });
}
