import { z } from "zod";
import { ROLES } from "../permissions";

export const staffMemberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  roles: z.array(z.enum(ROLES)),
  /** For older clients: "owner" when the roles hold it, else "staff". */
  role: z.enum(["owner", "staff"]),
  totp_enabled: z.boolean(),
  created_at: z.string(),
});

/** A sign-in's answer: the session token to send as `Authorization: Bearer`. */
export const signedInSchema = z.object({
  token: z.string(),
  expires_at: z.string(),
  staff: staffMemberSchema,
  second_step: z.enum(["totp", "recovery_code"]).optional(),
  recovery_codes_left: z.number().int().optional(),
});

export type StaffJson = z.infer<typeof staffMemberSchema>;
export type SignedIn = z.infer<typeof signedInSchema>;
