import { forgeryReason } from "../forms/forgery.server";
import { failureTexts } from "../forms/messages";
import { readFileForm } from "../http/read-file-form.server";
import { COVER_MAX_BYTES } from "./cover-upload";

export type CoverFormRead =
  | { ok: true; formData: FormData; coverTooLarge: boolean; tooLargeFields: string[] }
  | { ok: false; status: 400 | 403 | 413 | 415; message: string };

/**
 * A form with a cover upload, read with its own cap `maxBytes` (the console's other forms stop at
 * 64 KB) and text parts of at most `textMaxBytes`. Cover bytes past 2 MB are dropped as they
 * arrive rather than failing the form, so the page can say so next to the cover with everything
 * typed kept.
 */
export async function readCoverForm(
  request: Request,
  maxBytes: number,
  textMaxBytes: number,
  otherFileFields: readonly string[] = []
): Promise<CoverFormRead> {
  if (forgeryReason(request.method, request.headers, new URL(request.url).origin)) {
    return { ok: false, status: 403, message: failureTexts.crossSite };
  }
  const read = await readFileForm(request, {
    field: ["cover", ...otherFileFields],
    fileMaxBytes: COVER_MAX_BYTES,
    maxBytes,
    textMaxBytes,
    plainMaxBytes: maxBytes,
    droppedFile: undefined,
  });
  if (!read.ok) return read;
  return { ok: true, formData: read.formData, coverTooLarge: read.tooLargeFields.includes("cover"), tooLargeFields: read.tooLargeFields };
}
