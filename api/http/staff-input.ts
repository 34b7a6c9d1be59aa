import { z } from "zod";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_RULE } from "../../contract/staff";
import { HttpError } from "./errors";

/** Long enough to hold any password the rule allows; the rule itself is checked by checkPassword. */
export const passwordInput = z.string().max(PASSWORD_MAX_LENGTH * 4);

/** One-time tokens are 43 base64url characters; anything far longer is not one. */
export const tokenInput = z.string().trim().min(1).max(200);

/** Counted in characters as a person counts them, not in UTF-16 units. */
export function checkPassword(password: string): string {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH || length > PASSWORD_MAX_LENGTH) {
    throw new HttpError(400, PASSWORD_RULE, { errors: [{ field: "password", message: PASSWORD_RULE }] });
  }
  return password;
}
