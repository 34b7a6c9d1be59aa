import {
  MaxPartSizeExceededError,
  unstable_composeUploadHandlers as composeUploadHandlers,
  unstable_createMemoryUploadHandler as createMemoryUploadHandler,
  unstable_parseMultipartFormData as parseMultipartFormData,
  type UploadHandler,
} from "@remix-run/node";
import { forgeryReason } from "../forms/forgery.server";
import { failureTexts } from "../forms/messages";
import { BodyTooLargeError, cappedRequest, formReadTexts, readPageForm, refuseByHeaders } from "../http/read-form.server";
import { COVER_MAX_BYTES } from "./cover-upload";

export type CoverFormRead =
  | { ok: true; formData: FormData; coverTooLarge: boolean }
  | { ok: false; status: 400 | 403 | 413 | 415; message: string };

const isMultipart = (request: Request) =>
  (request.headers.get("Content-Type") ?? "").toLowerCase().startsWith("multipart/form-data");

/**
 * A form with a cover upload, read with its own cap `maxBytes` (the console's other forms stop at
 * 64 KB) and text parts of at most `textMaxBytes`. Cover bytes past 2 MB are dropped as they
 * arrive rather than failing the form, so the page can say so next to the cover with everything
 * typed kept.
 */
export async function readCoverForm(request: Request, maxBytes: number, textMaxBytes: number): Promise<CoverFormRead> {
  if (forgeryReason(request.method, request.headers, new URL(request.url).origin)) {
    return { ok: false, status: 403, message: failureTexts.crossSite };
  }
  const early = refuseByHeaders(request, maxBytes);
  if (early) return early;
  if (!isMultipart(request)) {
    const read = await readPageForm(request, maxBytes);
    return read.ok ? { ...read, coverTooLarge: false } : read;
  }
  let coverTooLarge = false;
  const coverHandler: UploadHandler = async ({ name, filename, contentType, data }) => {
    if (name !== "cover" || filename === undefined) return undefined;
    const chunks: Uint8Array<ArrayBuffer>[] = [];
    let size = 0;
    for await (const chunk of data) {
      size += chunk.byteLength;
      if (size <= COVER_MAX_BYTES) chunks.push(new Uint8Array(chunk));
    }
    if (size > COVER_MAX_BYTES) {
      coverTooLarge = true;
      return undefined;
    }
    return new File(chunks, filename, { type: contentType });
  };
  try {
    const formData = await parseMultipartFormData(
      cappedRequest(request, maxBytes),
      composeUploadHandlers(coverHandler, createMemoryUploadHandler({ maxPartSize: textMaxBytes }))
    );
    return { ok: true, formData, coverTooLarge };
  } catch (error) {
    const tooLarge = error instanceof MaxPartSizeExceededError || error instanceof BodyTooLargeError;
    return tooLarge
      ? { ok: false, status: 413, message: formReadTexts.tooLarge }
      : { ok: false, status: 400, message: failureTexts.unreadable };
  }
}
