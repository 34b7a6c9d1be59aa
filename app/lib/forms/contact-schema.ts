import { z } from "zod";
import { serviceOptions } from "~/content/services";
import { CONTACT_MESSAGE_MIN, MESSAGE_MAX } from "./limits";
import { contactDetails, oneOf } from "./schema-parts";

/** The contact form's messages, worded as spec section 5 gives them. */
const m = {
  name: "Name is required (min 2 chars).",
  email: "Valid email is required.",
  phone: "Valid country code and phone number are required.",
  service: "Please select a service.",
  message: "Project details are required (min 10 chars).",
  messageMax: "Project details must be 600 characters or fewer.",
} as const;

/** The contact form (spec section 5): country code and number share one message. */
export const contactSchema = z.object({
  ...contactDetails({ ...m, countryCode: m.phone }),
  service: oneOf(serviceOptions, m.service),
  message: z
    .string({ required_error: m.message })
    .trim()
    .min(CONTACT_MESSAGE_MIN, m.message)
    .max(MESSAGE_MAX, m.messageMax),
});
