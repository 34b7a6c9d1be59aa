import { z } from "zod";
import { MESSAGE_MAX, QUOTE_MESSAGE_MIN } from "./limits";
import { quoteMessages as m } from "./messages";
import { contactDetails, serviceChoice } from "./schema-parts";

/** The quote form (spec section 5), used by the browser to validate and by the action to decide. */
export const quoteSchema = z.object({
  ...contactDetails(m),
  service: serviceChoice(m.service),
  message: z.string().trim().min(QUOTE_MESSAGE_MIN, m.messageMin).max(MESSAGE_MAX, m.messageMax).optional(),
  consent: z.boolean({ required_error: m.consent }).refine(Boolean, m.consent),
});
