import {
  MaxPartSizeExceededError,
  unstable_composeUploadHandlers as composeUploadHandlers,
  unstable_createMemoryUploadHandler as createMemoryUploadHandler,
  unstable_parseMultipartFormData as parseMultipartFormData,
  type UploadHandler,
} from "@remix-run/node";
import { fileTypeFromBuffer } from "file-type";
import {
  BodyTooLargeError,
  cappedRequest,
  type FormRefusal,
  formReadTexts,
  PAGE_FORM_MAX_BYTES,
  readPageForm,
  refuseByHeaders,
} from "../http/read-form.server";
import { RESUME_MAX_BYTES } from "./limits";
import { careerMessages } from "./career-schema";

/** Text fields are short; the cover letter, the longest, is 2,000 characters. */
const TEXT_PART_MAX_BYTES = 64 * 1024;

/** The whole application: the resume at its limit, plus room for the text fields and multipart framing. */
export const CAREER_FORM_MAX_BYTES = RESUME_MAX_BYTES + PAGE_FORM_MAX_BYTES;

export type ReadCareerForm = { ok: true; formData: FormData; resumeTooLarge: boolean } | FormRefusal;

/** Only the resume can make an application too large, so that is what the visitor is told. */
function refusalFor(refused: FormRefusal): FormRefusal {
  if (refused.status === 413) return { ...refused, message: careerMessages.resumeSize };
  if (refused.status === 400) return { ...refused, message: formReadTexts.unreadable };
  return refused;
}

/**
 * Reads the application. A body declared larger than CAREER_FORM_MAX_BYTES is refused unread,
 * and the stream stops there whatever it declared. Within that, resume bytes past the limit are
 * dropped as they arrive rather than aborting the form, so the visitor gets the size message
 * with everything else kept.
 */
export async function readCareerForm(request: Request): Promise<ReadCareerForm> {
  const early = refuseByHeaders(request, CAREER_FORM_MAX_BYTES);
  if (early) return refusalFor(early);
  if (!(request.headers.get("Content-Type") ?? "").toLowerCase().startsWith("multipart/form-data")) {
    const read = await readPageForm(request);
    return read.ok ? { ...read, resumeTooLarge: false } : refusalFor(read);
  }
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
    const formData = await parseMultipartFormData(
      cappedRequest(request, CAREER_FORM_MAX_BYTES),
      composeUploadHandlers(resumeHandler, createMemoryUploadHandler({ maxPartSize: TEXT_PART_MAX_BYTES })),
    );
    return { ok: true, formData, resumeTooLarge };
  } catch (error) {
    const tooLarge = error instanceof MaxPartSizeExceededError || error instanceof BodyTooLargeError;
    return refusalFor({ ok: false, status: tooLarge ? 413 : 400, message: "" });
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
