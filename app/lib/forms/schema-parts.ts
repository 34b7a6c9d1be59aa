import { z } from "zod";
import { EMAIL_MAX, NAME_MAX, NAME_MIN } from "./limits";
import { isCountryCode, isPhoneNumber, stripPhone } from "./phone";

/** Each form words these in its own way (spec section 5); the rules behind them are the same. */
interface ContactDetailMessages {
  name: string;
  email: string;
  countryCode: string;
  phone: string;
}

/** Name, email and phone, as every enquiry and application asks for them. */
export function contactDetails(m: ContactDetailMessages) {
  return {
    name: z.string({ required_error: m.name }).trim().min(NAME_MIN, m.name).max(NAME_MAX, m.name),
    email: z.string({ required_error: m.email }).trim().max(EMAIL_MAX, m.email).email(m.email),
    countryCode: z.string({ required_error: m.countryCode }).trim().refine(isCountryCode, m.countryCode),
    phone: z.string({ required_error: m.phone }).refine(isPhoneNumber, m.phone).transform(stripPhone),
  };
}

/** A choice of one of the given options, with one message for any other input. */
export function oneOf<Option extends string>(options: readonly [Option, ...Option[]], message: string) {
  return z.enum(options, { errorMap: () => ({ message }) });
}
