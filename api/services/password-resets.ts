import { and, eq, gt } from "drizzle-orm";
import type { Database } from "../db/client";
import { staffMembers, staffPasswordResets, staffSessions } from "../db/schema";
import { STAFF } from "../limits";
import { hashPassword } from "../security/passwords";
import { newSecretToken, sha256Hex } from "../security/tokens";
import { findStaffByEmail, type StaffRow } from "./staff-members";

/** A one-time reset token for an existing account, or null (the caller answers the same either way). */
export async function requestPasswordReset(
  db: Database,
  email: string,
): Promise<{ token: string; expires_at: string; email: string } | null> {
  const staff = await findStaffByEmail(db, email);
  if (!staff) return null;
  const { token, hash } = newSecretToken();
  const expiresAt = new Date(Date.now() + STAFF.passwordResetMinutes * 60_000);
  await db.insert(staffPasswordResets).values({ tokenHash: hash, staffId: staff.id, expiresAt });
  return { token, expires_at: expiresAt.toISOString(), email: staff.email };
}

/**
 * Sets the new password, spends every reset token of the account and ends all its sessions:
 * whoever knew the old password is signed out. Null for a bad, used or expired token.
 */
export async function completePasswordReset(db: Database, token: string, password: string): Promise<StaffRow | null> {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [reset] = await tx
      .delete(staffPasswordResets)
      .where(and(eq(staffPasswordResets.tokenHash, sha256Hex(token)), gt(staffPasswordResets.expiresAt, new Date())))
      .returning();
    if (!reset) return null;
    await tx.delete(staffPasswordResets).where(eq(staffPasswordResets.staffId, reset.staffId));
    await tx.delete(staffSessions).where(eq(staffSessions.staffId, reset.staffId));
    const [staff] = await tx.update(staffMembers).set({ passwordHash }).where(eq(staffMembers.id, reset.staffId)).returning();
    return staff ?? null;
  });
}
