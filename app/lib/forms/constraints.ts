import { serviceOptions } from "~/content/services";
import {
  COMMENT_MAX,
  COMMENT_NAME_MAX,
  CONTACT_MESSAGE_MIN,
  COVER_MAX,
  EMAIL_MAX,
  MESSAGE_MAX,
  NAME_MAX,
  NAME_MIN,
  QUOTE_MESSAGE_MIN,
} from "./limits";

/**
 * The HTML constraints (required, lengths, pattern) each form's schema implies, written out so
 * a form can render them without loading zod. A unit test holds each one equal to what conform
 * derives from the schema, so the two cannot drift apart.
 */
interface Constraint {
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
}
type Constraints = Record<string, Constraint>;

/** An enum as a pattern, escaped the way conform escapes it. */
const oneOf = (options: readonly string[]) =>
  options.map((option) => option.replace(/[|\\{}()[\]^$+*?.]/g, "\\$&").replace(/-/g, "\\x2d")).join("|");

const contactDetails: Constraints = {
  name: { required: true, minLength: NAME_MIN, maxLength: NAME_MAX },
  email: { required: true, maxLength: EMAIL_MAX },
  countryCode: { required: true },
  phone: { required: true },
};

export const quoteConstraint: Constraints = {
  ...contactDetails,
  service: { required: true, pattern: oneOf(serviceOptions) },
  message: { required: false, minLength: QUOTE_MESSAGE_MIN, maxLength: MESSAGE_MAX },
  consent: { required: true },
};

export const contactConstraint: Constraints = {
  ...contactDetails,
  service: { required: true, pattern: oneOf(serviceOptions) },
  message: { required: true, minLength: CONTACT_MESSAGE_MIN, maxLength: MESSAGE_MAX },
};

export const careerConstraint: Constraints = {
  fullName: contactDetails.name,
  email: contactDetails.email,
  countryCode: { required: true },
  phone: { required: true },
  position: { required: true },
  resume: { required: true },
  cover: { required: false, maxLength: COVER_MAX },
};

export const commentConstraint: Constraints = {
  name: { required: false, maxLength: COMMENT_NAME_MAX },
  comment: { required: false, maxLength: COMMENT_MAX },
  anonymous: { required: false },
};
