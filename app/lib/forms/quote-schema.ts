import { z } from "zod";
import { serviceOptions } from "~/content/services";
import { EMAIL_MAX, MESSAGE_MAX, NAME_MAX, NAME_MIN, QUOTE_MESSAGE_MIN } from "./limits";
import { quoteMessages as m } from "./messages";
import { isCountryCode, isPhoneNumber, stripPhone } from "./phone";

/** The quote form (spec section 5), used by the browser to validate and by the action to decide. */
export const quoteSchema = z.object({
  name: z.string({ required_error: m.name }).trim().min(NAME_MIN, m.name).max(NAME_MAX, m.name),
  email: z.string({ required_error: m.email }).trim().max(EMAIL_MAX, m.email).email(m.email),
  countryCode: z.string({ required_error: m.countryCode }).trim().refine(isCountryCode, m.countryCode),
  phone: z.string({ required_error: m.phone }).refine(isPhoneNumber, m.phone).transform(stripPhone),
  service: z.enum(serviceOptions, { errorMap: () => ({ message: m.service }) }),
  message: z.string().trim().min(QUOTE_MESSAGE_MIN, m.messageMin).max(MESSAGE_MAX, m.messageMax).optional(),
  consent: z.boolean({ required_error: m.consent }).refine(Boolean, m.consent),
});

export type QuoteInput = z.output<typeof quoteSchema>;
