import { z } from "zod";
import { isOneLine } from "../../../contract/one-line";
import { EMAIL_MAX, NAME_MAX, NAME_MIN } from "./limits";
import { isCountryCode, isPhoneNumber, stripPhone } from "./phone";

/** Each form words these in its own way (spec section 5); the rules behind them are the same. */
interface ContactDetailMessages {
  name: string;
  email: string;
  countryCode: string;
  phone: string;
}

/** Shown next to a single-line field that holds a line break or another control character. */
export const ONE_LINE_MESSAGE = "Please keep this to one line, without line breaks or control characters.";

/**
 * A single-line field (a name, a title): no CR, LF, NUL or other control character, which
 * could forge lines where the value is written out (a lead email's text part).
 */
export const oneLine = (schema: z.ZodString, message: string = ONE_LINE_MESSAGE) => schema.refine(isOneLine, message);

/** Name, email and phone, as every enquiry and application asks for them. */
export function contactDetails(m: ContactDetailMessages) {
  return {
    name: oneLine(z.string({ required_error: m.name }).trim().min(NAME_MIN, m.name).max(NAME_MAX, m.name)),
    email: z.string({ required_error: m.email }).trim().max(EMAIL_MAX, m.email).email(m.email),
    countryCode: z.string({ required_error: m.countryCode }).trim().refine(isCountryCode, m.countryCode),
    phone: z.string({ required_error: m.phone }).refine(isPhoneNumber, m.phone).transform(stripPhone),
  };
}

/** A choice of one of the given options, with one message for any other input. */
export function oneOf<Option extends string>(options: readonly [Option, ...Option[]], message: string) {
  return z.enum(options, { errorMap: () => ({ message }) });
}
