import {
  MaxPartSizeExceededError,
  unstable_composeUploadHandlers as composeUploadHandlers,
  unstable_createMemoryUploadHandler as createMemoryUploadHandler,
  unstable_parseMultipartFormData as parseMultipartFormData,
  type UploadHandler,
} from "@remix-run/node";
import { fileTypeFromBuffer } from "file-type";
import { RESUME_MAX_BYTES } from "./limits";

/** Text fields are short; the cover letter, the longest, is 2,000 characters. */
const TEXT_PART_MAX_BYTES = 64 * 1024;

export type ReadCareerForm =
  | { ok: true; formData: FormData; resumeTooLarge: boolean }
  | { ok: false; status: 400 | 413 };

/**
 * Reads the application. An oversized resume is read to its end and dropped, rather than
 * aborting the whole form, so the visitor gets the size message with everything else kept.
 */
export async function readCareerForm(request: Request): Promise<ReadCareerForm> {
  let resumeTooLarge = false;
  const resumeHandler: UploadHandler = async ({ name, filename, contentType, data }) => {
    if (name !== "resume" || filename === undefined) return undefined;
    const chunks: Uint8Array<ArrayBuffer>[] = [];
    let size = 0;
    for await (const chunk of data) {
      size += chunk.byteLength;
      if (size <= RESUME_MAX_BYTES) chunks.push(new Uint8Array(chunk));
    }
    if (size > RESUME_MAX_BYTES) {
      resumeTooLarge = true;
      return "";
    }
    return new File(chunks, filename, { type: contentType });
  };
  try {
    const multipart = (request.headers.get("Content-Type") ?? "").startsWith("multipart/form-data");
    const formData = multipart
      ? await parseMultipartFormData(
          request,
          composeUploadHandlers(resumeHandler, createMemoryUploadHandler({ maxPartSize: TEXT_PART_MAX_BYTES })),
        )
      : await request.formData();
    return { ok: true, formData, resumeTooLarge };
  } catch (error) {
    return {
      ok: false,
      status: error instanceof MaxPartSizeExceededError ? 413 : 400,
    };
  }
}

/** What the resume's bytes say it is, when it is one of the accepted kinds. */
const ACCEPTED_CONTENT: Record<string, { extension: string; mime: string }> = {
  pdf: { extension: ".pdf", mime: "application/pdf" },
  cfb: { extension: ".doc", mime: "application/msword" },
  docx: {
    extension: ".docx",
    mime: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  },
};

export async function resumeContentType(bytes: Uint8Array): Promise<string | null> {
  const detected = await fileTypeFromBuffer(bytes);
  return detected ? ACCEPTED_CONTENT[detected.ext]?.mime ?? null : null;
}
