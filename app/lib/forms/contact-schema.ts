import { z } from "zod";
import { serviceOptions } from "~/content/services";
import { CONTACT_MESSAGE_MIN, EMAIL_MAX, MESSAGE_MAX, NAME_MAX, NAME_MIN } from "./limits";
import { contactMessages as m } from "./messages";
import { isCountryCode, isPhoneNumber, stripPhone } from "./phone";

/** The contact form (spec section 5): country code and number share one message. */
export const contactSchema = z.object({
  name: z.string({ required_error: m.name }).trim().min(NAME_MIN, m.name).max(NAME_MAX, m.name),
  email: z.string({ required_error: m.email }).trim().max(EMAIL_MAX, m.email).email(m.email),
  countryCode: z.string({ required_error: m.phone }).trim().refine(isCountryCode, m.phone),
  phone: z.string({ required_error: m.phone }).refine(isPhoneNumber, m.phone).transform(stripPhone),
  service: z.enum(serviceOptions, { errorMap: () => ({ message: m.service }) }),
  message: z
    .string({ required_error: m.message })
    .trim()
    .min(CONTACT_MESSAGE_MIN, m.message)
    .max(MESSAGE_MAX, m.messageMax),
});

export type ContactInput = z.output<typeof contactSchema>;
