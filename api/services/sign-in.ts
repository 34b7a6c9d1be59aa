import type { SignedIn } from "../../contract/answers/staff";
import { SIGN_IN_FAILED, TOTP_REQUIRED } from "../../contract/staff";
import type { Database } from "../db/client";
import type { FailureLimits } from "../http/failure-limits";
import { HttpError } from "../http/errors";
import { passwordMatches } from "../security/passwords";
import { recoveryCodesLeft, spendRecoveryCode } from "./recovery-codes";
import { findStaffByEmail, normalEmail, staffJson, type StaffRow } from "./staff-members";
import { startSession } from "./staff-sessions";
import { spendTotpCode } from "./staff-totp";

export interface SignInInput {
  email: string;
  password: string;
  code: string | null;
  userAgent: string | null;
  /** The visitor's address, for the per-address failure limit. */
  address: string;
  /** The id of a browser that signed in to this account before, vouched for by the site: counted on its own. */
  knownDevice?: string | null;
  /** Told of each failure, for the audit log: a wrong password (or unknown email) or a wrong second-step code. */
  onFailure?: (step: "password" | "code", staffId: number | null) => Promise<void>;
}

export type { SignedIn };

/**
 * The second step: a 6-digit code from the app, or else one of the member's recovery codes.
 * Both come through this one endpoint, so both count against the same failure limits.
 */
async function passSecondStep(db: Database, staff: StaffRow, code: string): Promise<SignedIn["second_step"] | null> {
  if (/^\d{6}$/.test(code)) return (await spendTotpCode(db, staff, code)) ? "totp" : null;
  return (await spendRecoveryCode(db, staff.id, code)) ? "recovery_code" : null;
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
): Promise<SignedIn> {
  const account = normalEmail(input.email);
  const attempt = await limits.startSignIn(input.address, account, input.knownDevice);
  const staff = await findStaffByEmail(db, account);
  if (!(await passwordMatches(staff?.passwordHash, input.password)) || !staff) {
    await attempt.failed();
    await input.onFailure?.("password", staff?.id ?? null);
    throw unauthorized(SIGN_IN_FAILED);
  }
  let secondStep: SignedIn["second_step"];
  if (staff.totpSecret) {
    // Asking for the code after a right password is the normal second step, not a failure.
    if (!input.code) {
      await attempt.notFailed();
      throw unauthorized(TOTP_REQUIRED, { totp_required: true });
    }
    const passed = await passSecondStep(db, staff, input.code);
    if (!passed) {
      await attempt.failed();
      await input.onFailure?.("code", staff.id);
      throw unauthorized(TOTP_REQUIRED, { totp_required: true });
    }
    secondStep = passed;
  }
  await attempt.succeeded();
  const session = await startSession(db, staff.id, input.userAgent);
  const signedIn: SignedIn = { ...session, staff: staffJson(staff) };
  if (secondStep) signedIn.second_step = secondStep;
  if (secondStep === "recovery_code") signedIn.recovery_codes_left = await recoveryCodesLeft(db, staff.id);
  return signedIn;
}
