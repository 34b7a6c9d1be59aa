/**
 * Words and values of the staff API (docs/api.md) that the site shows or sends as they are,
 * so the console and the API cannot drift apart. Free of zod: the console's pages read it.
 */
export const STAFF_ROLES = ["owner", "staff"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_RULE = `Password must be ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters`;

export const STAFF_NAME_MAX_LENGTH = 100;

export const SIGN_IN_FAILED = "Email or password is incorrect";
export const TOTP_REQUIRED = "Enter the 6-digit code from your authenticator app";
export const LINK_NOT_VALID = "This link is not valid or has expired";

/** Two-factor recovery codes: how many are issued, and when the console suggests making new ones. */
export const RECOVERY_CODE_COUNT = 10;
export const RECOVERY_CODES_FEW = 3;
export const LAST_OWNER_REMOVE = "The last owner cannot be removed: invite another owner first";
export const LAST_OWNER_DEMOTE = "The last owner cannot stop being an owner: make another person an owner first";
export const PASSWORD_INCORRECT = "Password is incorrect";
