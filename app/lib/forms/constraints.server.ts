import { getZodConstraint } from "@conform-to/zod";
import { careerSchema } from "./career-schema";
import { commentSchema } from "./comment-schema";
import { contactSchema } from "./contact-schema";
import { quoteSchema } from "./quote-schema";

/**
 * The native constraints (required, lengths, pattern) each form's schema implies. Derived here,
 * on the server, and handed to the page by its loader, so a form renders them before the
 * browser has loaded zod or the schema, and they can never drift from the rules.
 */
export const formConstraints = {
  quote: getZodConstraint(quoteSchema),
  contact: getZodConstraint(contactSchema),
  career: getZodConstraint(careerSchema),
  comment: getZodConstraint(commentSchema),
};

export type FormName = keyof typeof formConstraints;
