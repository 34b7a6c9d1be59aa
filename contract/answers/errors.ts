import { z } from "zod";

/** One problem with one field; `field` names it as a form does (`members[0].photo`). */
export const fieldErrorSchema = z.object({ field: z.string(), message: z.string() });

/** Every error the API answers: a sentence for people, and for a 400 the list of bad fields. Some add details (a 301's `slug`, a 409's `usedIn`). */
export const apiErrorSchema = z
  .object({
    message: z.string(),
    errors: z.array(fieldErrorSchema).optional(),
  })
  .passthrough();
