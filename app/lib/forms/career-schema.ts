import { z } from "zod";
import { positions } from "~/content/career";
import { COVER_MAX, RESUME_EXTENSIONS, RESUME_MAX_BYTES } from "./limits";
import { careerMessages as m } from "./messages";
import { contactDetails } from "./schema-parts";

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
  position: z.string({ required_error: m.position }).refine((value) => positions.includes(value), m.position),
  resume: z
    .instanceof(File, { message: m.resumeRequired })
    .refine((file) => file.size > 0, m.resumeRequired)
    .refine(hasResumeExtension, m.resumeType)
    .refine((file) => file.size <= RESUME_MAX_BYTES, m.resumeSize),
  cover: z.string().trim().max(COVER_MAX, m.coverMax).optional(),
});
