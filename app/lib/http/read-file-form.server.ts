import {
  MaxPartSizeExceededError,
  unstable_composeUploadHandlers as composeUploadHandlers,
  unstable_createMemoryUploadHandler as createMemoryUploadHandler,
  unstable_parseMultipartFormData as parseMultipartFormData,
  type UploadHandler,
} from "@remix-run/node";
import { BodyTooLargeError, cappedRequest, type FormRefusal, formReadTexts, readPageForm, refuseByHeaders } from "./read-form.server";

export type FileFormRead = { ok: true; formData: FormData; fileTooLarge: boolean; tooLargeFields: string[] } | FormRefusal;

interface FileFormLimits {
  /** The file input's name, or the names of its file inputs (each at `fileMaxBytes`). */
  field: string | readonly string[];
  fileMaxBytes: number;
  /** The whole body: the file at its limit, the text fields and the multipart framing. */
  maxBytes: number;
  /** Each text part. */
  textMaxBytes: number;
  /** A form sent without multipart (no file at all) is read with this cap. */
  plainMaxBytes: number;
  /** What stands in the form for a file dropped for its size. */
  droppedFile: "" | undefined;
}

const isMultipart = (request: Request) =>
  (request.headers.get("Content-Type") ?? "").toLowerCase().startsWith("multipart/form-data");

/**
 * A form with one file, read without trusting it. A body declared larger than `maxBytes` is
 * refused unread, and the stream stops there whatever it declared. Within that, file bytes past
 * `fileMaxBytes` are dropped as they arrive rather than failing the form, so the page can say so
 * next to the file with everything typed kept.
 */
export async function readFileForm(request: Request, limits: FileFormLimits): Promise<FileFormRead> {
  const early = refuseByHeaders(request, limits.maxBytes);
  if (early) return early;
  if (!isMultipart(request)) {
    const read = await readPageForm(request, limits.plainMaxBytes);
    return read.ok ? { ...read, fileTooLarge: false, tooLargeFields: [] } : read;
  }
  const fileFields: readonly string[] = typeof limits.field === "string" ? [limits.field] : limits.field;
  const tooLargeFields: string[] = [];
  const fileHandler: UploadHandler = async ({ name, filename, contentType, data }) => {
    if (!fileFields.includes(name) || filename === undefined) return undefined;
    const chunks: Uint8Array<ArrayBuffer>[] = [];
    let size = 0;
    for await (const chunk of data) {
      size += chunk.byteLength;
      if (size <= limits.fileMaxBytes) chunks.push(new Uint8Array(chunk));
    }
    if (size > limits.fileMaxBytes) {
      tooLargeFields.push(name);
      return limits.droppedFile;
    }
    return new File(chunks, filename, { type: contentType });
  };
  try {
    const formData = await parseMultipartFormData(
      cappedRequest(request, limits.maxBytes),
      composeUploadHandlers(fileHandler, createMemoryUploadHandler({ maxPartSize: limits.textMaxBytes })),
    );
    return { ok: true, formData, fileTooLarge: tooLargeFields.length > 0, tooLargeFields };
  } catch (error) {
    const tooLarge = error instanceof MaxPartSizeExceededError || error instanceof BodyTooLargeError;
    return tooLarge ? { ok: false, status: 413, message: formReadTexts.tooLarge } : { ok: false, status: 400, message: formReadTexts.unreadable };
  }
}
