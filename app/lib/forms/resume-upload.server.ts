import { fileTypeFromBuffer } from "file-type";
import { readFileForm } from "../http/read-file-form.server";
import { type FormRefusal, formReadTexts, PAGE_FORM_MAX_BYTES } from "../http/read-form.server";
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
 * Reads the application: a resume too large is dropped as it arrives (an empty field), so the
 * visitor gets the size message with everything else kept.
 */
export async function readCareerForm(request: Request): Promise<ReadCareerForm> {
  const read = await readFileForm(request, {
    field: "resume",
    fileMaxBytes: RESUME_MAX_BYTES,
    maxBytes: CAREER_FORM_MAX_BYTES,
    textMaxBytes: TEXT_PART_MAX_BYTES,
    plainMaxBytes: PAGE_FORM_MAX_BYTES,
    droppedFile: "",
  });
  return read.ok ? { ok: true, formData: read.formData, resumeTooLarge: read.fileTooLarge } : refusalFor(read);
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
