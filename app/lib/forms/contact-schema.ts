import { z } from "zod";
import { CONTACT_MESSAGE_MIN, MESSAGE_MAX } from "./limits";
import { contactMessages as m } from "./messages";
import { contactDetails, serviceChoice } from "./schema-parts";

/** The contact form (spec section 5): country code and number share one message. */
export const contactSchema = z.object({
  ...contactDetails({ ...m, countryCode: m.phone }),
  service: serviceChoice(m.service),
  message: z
    .string({ required_error: m.message })
    .trim()
    .min(CONTACT_MESSAGE_MIN, m.message)
    .max(MESSAGE_MAX, m.messageMax),
});
