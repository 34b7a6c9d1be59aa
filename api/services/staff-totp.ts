import { and, eq, isNull, lt, or } from "drizzle-orm";
import type { Database } from "../db/client";
import { staffMembers } from "../db/schema";
import { HttpError, conflict } from "../http/errors";
import { passwordMatches } from "../security/passwords";
import { acceptedTotpStep, newTotpSecret } from "../security/totp";
import { PASSWORD_INCORRECT } from "../../contract/staff";
import { dropRecoveryCodes, issueRecoveryCodes } from "./recovery-codes";
import { type StaffRow, updateStaff } from "./staff-members";

const fieldError = (field: string, message: string) => new HttpError(400, message, { errors: [{ field, message }] });

/** A secret to enrol in an authenticator app; two-factor stays off until a code from it is confirmed. */
export async function startTotpSetup(db: Database, staff: StaffRow, issuer: string) {
  if (staff.totpSecret) throw conflict("Two-factor sign-in is already on; turn it off first to enrol again");
  const { secret, url } = newTotpSecret(issuer, staff.email);
  await updateStaff(db, staff.id, { totpPendingSecret: secret });
  return { secret, otpauth_url: url };
}

/** Turns two-factor on and issues the ten recovery codes, shown this once. */
export async function confirmTotp(db: Database, staff: StaffRow, code: string): Promise<{ staff: StaffRow; recoveryCodes: string[] }> {
  if (!staff.totpPendingSecret) throw conflict("Start the two-factor setup first");
  const step = acceptedTotpStep(staff.totpPendingSecret, code, null);
  if (step === null) throw fieldError("code", "That code is not right: enter the current 6-digit code from the app");
  const pendingSecret = staff.totpPendingSecret;
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(staffMembers)
      .set({ totpSecret: pendingSecret, totpPendingSecret: null, totpLastStep: step })
      .where(eq(staffMembers.id, staff.id))
      .returning();
    return { staff: updated, recoveryCodes: await issueRecoveryCodes(tx, staff.id) };
  });
}

async function requirePassword(staff: StaffRow, password: string): Promise<void> {
  if (!(await passwordMatches(staff.passwordHash, password))) throw fieldError("password", PASSWORD_INCORRECT);
}

export async function disableTotp(db: Database, staff: StaffRow, password: string): Promise<StaffRow> {
  await requirePassword(staff, password);
  return db.transaction(async (tx) => {
    await dropRecoveryCodes(tx, staff.id);
    const [updated] = await tx
      .update(staffMembers)
      .set({ totpSecret: null, totpPendingSecret: null, totpLastStep: null })
      .where(eq(staffMembers.id, staff.id))
      .returning();
    return updated;
  });
}

/** Ten new recovery codes in place of the old ones (used or not); asks for the password, as turning two-factor off does. */
export async function regenerateRecoveryCodes(db: Database, staff: StaffRow, password: string): Promise<string[]> {
  await requirePassword(staff, password);
  if (!staff.totpSecret) throw conflict("Turn two-factor sign-in on first: recovery codes stand in for its codes");
  return db.transaction((tx) => issueRecoveryCodes(tx, staff.id));
}

/**
 * Accepts a sign-in code once: the step is recorded only if it is newer than the last one
 * accepted, in one statement, so two requests racing with the same code cannot both pass.
 */
export async function spendTotpCode(db: Database, staff: StaffRow, code: string): Promise<boolean> {
  if (!staff.totpSecret) return true;
  const step = acceptedTotpStep(staff.totpSecret, code, staff.totpLastStep);
  if (step === null) return false;
  const updated = await db
    .update(staffMembers)
    .set({ totpLastStep: step })
    .where(and(eq(staffMembers.id, staff.id), or(isNull(staffMembers.totpLastStep), lt(staffMembers.totpLastStep, step))))
    .returning({ id: staffMembers.id });
  return updated.length > 0;
}
