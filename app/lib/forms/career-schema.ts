import { z } from "zod";
import { COVER_MAX, RESUME_MAX_BYTES } from "./limits";
import { RESUME_EXTENSIONS } from "./resume-types";
import { contactDetails, oneLine } from "./schema-parts";

/** The application's messages, worded as spec section 5 gives them. */
export const careerMessages = {
  fullName: "Full name is required (min 2 chars).",
  email: "Valid email is required.",
  countryCode: "Select a valid country code.",
  phone: "Enter a valid phone number (6-15 digits).",
  position: "Please select a position.",
  resumeRequired: "Please upload your resume (PDF, DOC or DOCX).",
  resumeType: "Resume must be a PDF, DOC or DOCX file.",
  resumeSize: "Resume must be 5 MB or smaller.",
  coverMax: "Cover letter must be 2000 characters or fewer.",
} as const;

const m = careerMessages;

function hasResumeExtension(file: File): boolean {
  const name = file.name.toLowerCase();
  return RESUME_EXTENSIONS.some((extension) => name.endsWith(extension));
}

// The application form names its name field fullName.
const { name: fullName, ...reachAt } = contactDetails({ ...m, name: m.fullName });

/**
 * The job application (spec sections 2 and 5). The server also checks the resume's bytes,
 * because a name ending in .pdf proves nothing.
 */
export const careerSchema = z.object({
  fullName,
  ...reachAt,
  // Which positions are open is the API's to say: the action checks the choice against them.
  position: oneLine(z.string({ required_error: m.position }).trim().min(1, m.position)),
  resume: z
    .instanceof(File, { message: m.resumeRequired })
    .refine((file) => file.size > 0, m.resumeRequired)
    .refine(hasResumeExtension, m.resumeType)
    .refine((file) => file.size <= RESUME_MAX_BYTES, m.resumeSize),
  cover: z.string().trim().max(COVER_MAX, m.coverMax).optional(),
});
