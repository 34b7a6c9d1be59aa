import { z } from "zod";
import { ROLES } from "../../../contract/permissions";
import { EMAIL_MAX, NAME_MIN } from "../forms/limits";
import { oneLine, oneOf } from "../forms/schema-parts";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_RULE, STAFF_NAME_MAX_LENGTH, TOTP_REQUIRED, LINK_NOT_VALID } from "../../../contract/staff";
import { LEAD_STATUSES, NOTE_MAX } from "./leads";

/**
 * The console's forms, one schema each, run in the browser (loaded on first touch) and again
 * in the action. The API checks the same rules; these give the message next to the field first.
 */
const PASSWORD_MAX = PASSWORD_MAX_LENGTH;

const m = {
  email: "Enter a valid email address.",
  password: "Enter your password.",
  newPassword: PASSWORD_RULE,
  code: TOTP_REQUIRED,
  name: `Enter your name (${NAME_MIN} to ${STAFF_NAME_MAX_LENGTH} characters).`,
  status: "Choose a status.",
  note: `Write a note of up to ${NOTE_MAX} characters.`,
  role: "Choose at least one role.",
  token: LINK_NOT_VALID,
} as const;

const email = z.string({ required_error: m.email }).trim().max(EMAIL_MAX, m.email).email(m.email);
const newPassword = z.string({ required_error: m.newPassword }).min(PASSWORD_MIN_LENGTH, m.newPassword).max(PASSWORD_MAX, m.newPassword);
const token = z.string({ required_error: m.token }).min(1, m.token).max(200, m.token);

export const signInSchema = z.object({
  email,
  password: z.string({ required_error: m.password }).min(1, m.password).max(PASSWORD_MAX, m.password),
  /** Asked for only once the API says the account has two-factor on: the app's code or a recovery code. */
  code: z.string().trim().min(6, m.code).max(32, m.code).optional(),
  redirectTo: z.string().optional(),
});

export const welcomeSchema = z.object({
  token,
  name: oneLine(z.string({ required_error: m.name }).trim().min(NAME_MIN, m.name).max(STAFF_NAME_MAX_LENGTH, m.name)),
  password: newPassword,
});

export const forgotPasswordSchema = z.object({ email });

export const resetPasswordSchema = z.object({ token, password: newPassword });

/**
 * Won asks for the value in whole rupees, or an explicit "not known yet" (the insights then
 * count the lead as won without a value); lost asks for the reason (docs/leads-follow-up.md).
 */
export const leadStatusSchema = z
  .object({
    status: oneOf(LEAD_STATUSES, m.status),
    value_rupees: z
      .string()
      .trim()
      .transform((value) => value.replace(/[,\s₹]/g, ""))
      .pipe(z.string().regex(/^\d{0,10}$/, "Enter the value in whole rupees, like 150000."))
      .optional(),
    value_unknown: z.literal("on").optional(),
    reason: z.string().trim().max(500, "Keep the reason under 500 characters.").optional(),
  })
  .superRefine((value, ctx) => {
    if (value.status === "won" && !value.value_rupees && !value.value_unknown) {
      ctx.addIssue({ code: "custom", path: ["value_rupees"], message: "Enter the won value in rupees, or tick “Value not known yet”." });
    }
    if (value.status === "lost" && !value.reason) ctx.addIssue({ code: "custom", path: ["reason"], message: "Say why it was lost." });
  });

export const leadNoteSchema = z.object({
  body: z.string({ required_error: m.note }).trim().min(1, m.note).max(NOTE_MAX, m.note),
});

/** A note's new text, with the note it replaces (its author's own, the API checks). */
export const leadNoteEditSchema = leadNoteSchema.extend({ note: z.coerce.number().int().positive() });

/** Which note to delete. */
export const leadNoteDeleteSchema = z.object({ note: z.coerce.number().int().positive() });

/** One or more roles (docs/roles.md): checkboxes, so a form sends none, one or several. */
const roles = z.array(z.enum(ROLES, { errorMap: () => ({ message: m.role }) }), { required_error: m.role }).min(1, m.role);

export const inviteSchema = z.object({ email, roles });

export const totpConfirmSchema = z.object({ code: z.string({ required_error: m.code }).trim().regex(/^\d{6}$/, m.code) });

const currentPassword = z.object({
  password: z.string({ required_error: m.password }).min(1, m.password).max(PASSWORD_MAX, m.password),
});

export const totpDisableSchema = currentPassword;

/** The same password box, for making new recovery codes. */
export const recoveryCodesSchema = currentPassword;

export const accountNameSchema = z.object({
  name: z
    .string({ required_error: m.name })
    .trim()
    .min(NAME_MIN, m.name)
    .max(STAFF_NAME_MAX_LENGTH, m.name)
    .refine((name) => !/\p{Cc}/u.test(name), "Your name must be one line, without control characters."),
});

export const passwordChangeSchema = z.object({
  current_password: z.string({ required_error: m.password }).min(1, m.password).max(PASSWORD_MAX, m.password),
  password: newPassword,
});
