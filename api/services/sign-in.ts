import { SIGN_IN_FAILED, TOTP_REQUIRED } from "../../contract/staff";
import type { Database } from "../db/client";
import type { FailureLimits } from "../http/failure-limits";
import { HttpError } from "../http/errors";
import { passwordMatches } from "../security/passwords";
import { findStaffByEmail, normalEmail, staffJson, type StaffJson } from "./staff-members";
import { startSession } from "./staff-sessions";
import { spendTotpCode } from "./staff-totp";

export interface SignInInput {
  email: string;
  password: string;
  code: string | null;
  userAgent: string | null;
  /** The visitor's address, for the per-address failure limit. */
  address: string;
}

const unauthorized = (message: string, details?: Record<string, unknown>) =>
  new HttpError(401, message, details, { "WWW-Authenticate": 'Bearer realm="agency-api"' });

/**
 * Checks the password (and the two-factor code when that is on) and opens a new session.
 * Unknown emails and wrong passwords get the same answer after the same work. The attempt is
 * counted before the password is checked, so parallel guesses cannot pass the limit; it stays
 * counted when the password or code was wrong.
 */
export async function signIn(
  db: Database,
  limits: FailureLimits,
  input: SignInInput,
): Promise<{ token: string; expires_at: string; staff: StaffJson }> {
  const account = normalEmail(input.email);
  const attempt = await limits.startSignIn(input.address, account);
  const staff = await findStaffByEmail(db, account);
  if (!(await passwordMatches(staff?.passwordHash, input.password)) || !staff) {
    await attempt.failed();
    throw unauthorized(SIGN_IN_FAILED);
  }
  if (staff.totpSecret) {
    // Asking for the code after a right password is the normal second step, not a failure.
    if (!input.code) {
      await attempt.notFailed();
      throw unauthorized(TOTP_REQUIRED, { totp_required: true });
    }
    if (!(await spendTotpCode(db, staff, input.code))) {
      await attempt.failed();
      throw unauthorized(TOTP_REQUIRED, { totp_required: true });
    }
  }
  await attempt.succeeded();
  const session = await startSession(db, staff.id, input.userAgent);
  return { ...session, staff: staffJson(staff) };
}
