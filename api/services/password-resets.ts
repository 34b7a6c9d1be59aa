import { and, eq, gt, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { staffMembers, staffPasswordResets, staffSessions } from "../db/schema";
import { STAFF } from "../limits";
import { hashPassword } from "../security/passwords";
import { newSecretToken, sha256Hex } from "../security/tokens";
import { normalEmail, type StaffRow } from "./staff-members";

/**
 * A one-time reset token for an existing account, or null (the caller answers the same either way).
 * One statement finds the account and stores the token, so a known and an unknown email cost the
 * same work and take the same time.
 */
export async function requestPasswordReset(
  db: Database,
  email: string,
): Promise<{ token: string; expires_at: string; email: string } | null> {
  const { token, hash } = newSecretToken();
  const expiresAt = new Date(Date.now() + STAFF.passwordResetMinutes * 60_000);
  const [stored] = await db
    .insert(staffPasswordResets)
    .select(
      db
        .select({
          tokenHash: sql<string>`${hash}::text`.as("token_hash"),
          staffId: staffMembers.id,
          expiresAt: sql<Date>`${expiresAt.toISOString()}::timestamptz`.as("expires_at"),
          createdAt: sql<Date>`now()`.as("created_at"),
        })
        .from(staffMembers)
        .where(eq(staffMembers.email, normalEmail(email))),
    )
    .returning({ staffId: staffPasswordResets.staffId });
  if (!stored) return null;
  const [staff] = await db.select({ email: staffMembers.email }).from(staffMembers).where(eq(staffMembers.id, stored.staffId));
  return { token, expires_at: expiresAt.toISOString(), email: staff?.email ?? normalEmail(email) };
}

const liveReset = (token: string) =>
  and(eq(staffPasswordResets.tokenHash, sha256Hex(token)), gt(staffPasswordResets.expiresAt, new Date()));

/**
 * Sets the new password, spends every reset token of the account and ends all its sessions:
 * whoever knew the old password is signed out. Null for a bad, used or expired token. The token
 * is looked up before the password is hashed: a guessed token costs a query, never a hash.
 */
export async function completePasswordReset(db: Database, token: string, password: string): Promise<StaffRow | null> {
  const [live] = await db.select({ staffId: staffPasswordResets.staffId }).from(staffPasswordResets).where(liveReset(token)).limit(1);
  if (!live) return null;
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    // Spent again here, in the transaction: of two requests racing with one token, one wins.
    const [reset] = await tx.delete(staffPasswordResets).where(liveReset(token)).returning();
    if (!reset) return null;
    await tx.delete(staffPasswordResets).where(eq(staffPasswordResets.staffId, reset.staffId));
    await tx.delete(staffSessions).where(eq(staffSessions.staffId, reset.staffId));
    const [staff] = await tx.update(staffMembers).set({ passwordHash }).where(eq(staffMembers.id, reset.staffId)).returning();
    return staff ?? null;
  });
}
