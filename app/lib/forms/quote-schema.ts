import { z } from "zod";
import { serviceOptions } from "~/content/services";
import { MESSAGE_MAX, QUOTE_MESSAGE_MIN } from "./limits";
import { contactDetails, oneOf } from "./schema-parts";

/** The quote form's messages, worded as spec section 5 gives them. */
const m = {
  name: "Name is required and must be at least 2 characters.",
  email: "Please enter a valid email address.",
  countryCode: "Select a valid country code.",
  phone: "Enter a valid phone number (6-15 digits).",
  service: "Please select a service.",
  messageMin: "If provided, message must be at least 5 characters.",
  messageMax: "Message must be 600 characters or fewer.",
  // The spec gives consent no message because the button stays disabled; without
  // JavaScript the button cannot be, so the server needs words for it.
  consent: "Please agree to the privacy policy to send your request.",
} as const;

/** The quote form (spec section 5), used by the browser to validate and by the action to decide. */
export const quoteSchema = z.object({
  ...contactDetails(m),
  service: oneOf(serviceOptions, m.service),
  message: z.string().trim().min(QUOTE_MESSAGE_MIN, m.messageMin).max(MESSAGE_MAX, m.messageMax).optional(),
  consent: z.boolean({ required_error: m.consent }).refine(Boolean, m.consent),
});
