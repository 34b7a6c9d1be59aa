import type { RequestHandler } from "express";
import { fileTypeFromBuffer } from "file-type";
import multer from "multer";
import { RESUME } from "../limits";
import { badRequest } from "./errors";
import { describeUploadError } from "./upload-errors";

export const RESUME_FIELD = "resume";

/** What the content says the file is, mapped to the extension and type the download will use. */
const ACCEPTED_CONTENT = {
  pdf: { extension: ".pdf", mime: "application/pdf" },
  cfb: { extension: ".doc", mime: "application/msword" },
  docx: { extension: ".docx", mime: "application/vnd.openxmlformats-officedocument.wordprocessingml.document" },
} as const;

const ACCEPTED_EXTENSIONS = /\.(pdf|docx?)$/i;

export interface CheckedResume {
  name: string;
  type: string;
  size: number;
  data: Buffer;
}

// multer 2 reads defParamCharset; its published types predate the option.
const uploadOptions: multer.Options & { defParamCharset?: "utf8" | "latin1" } = {
  storage: multer.memoryStorage(),
  // Browsers send UTF-8 file names; busboy would otherwise read them as Latin-1.
  defParamCharset: "utf8",
  limits: {
    fileSize: RESUME.maxBytes,
    files: 1,
    fields: RESUME.maxFields,
    fieldSize: RESUME.maxFieldBytes,
    parts: RESUME.maxFields + 1,
  },
};
const upload = multer(uploadOptions).single(RESUME_FIELD);

/** Parses multipart/form-data into req.body and req.file, turning every parser failure into a 4xx. */
export const acceptResumeUpload: RequestHandler = (req, res, next) => {
  upload(req, res, (error: unknown) => next(error ? describeUploadError(error, RESUME_FIELD, RESUME.maxBytes) : undefined));
};

/** A renamed text file must not pass as a resume, so the bytes decide, not the name or the browser. */
export async function checkResume(file: Express.Multer.File | undefined): Promise<CheckedResume> {
  if (!file || file.size === 0) throw badRequest(`${RESUME_FIELD} is required: attach a .pdf, .doc or .docx file`);
  const detected = await fileTypeFromBuffer(file.buffer);
  const accepted = detected && detected.ext in ACCEPTED_CONTENT ? ACCEPTED_CONTENT[detected.ext as keyof typeof ACCEPTED_CONTENT] : null;
  if (!accepted) {
    throw badRequest(`${RESUME_FIELD} content is not a PDF or Word document (.pdf, .doc, .docx)`);
  }
  const original = safeFileName(file.originalname);
  // The download must open in the right program even when the browser sent a bare name like "blob".
  const name = ACCEPTED_EXTENSIONS.test(original) ? original : `${original}${accepted.extension}`;
  return { name, type: accepted.mime, size: file.size, data: file.buffer };
}

/** Keeps the visible name but drops folders and control characters before it is stored or echoed. */
function safeFileName(original: string): string {
  const base = original.split(/[\\/]/).pop() ?? "";
  // eslint-disable-next-line no-control-regex
  const cleaned = base.replace(/[\u0000-\u001f\u007f"]/g, "").trim().slice(-200);
  return cleaned || "resume";
}
