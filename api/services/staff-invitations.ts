import type { InvitationJson } from "../../contract/answers/console";
import { and, eq, gt } from "drizzle-orm";
import { legacyRoleOf, type Role } from "../../contract/permissions";
import type { Database } from "../db/client";
import { isUniqueViolation } from "../db/errors";
import { staffInvitations, staffMembers } from "../db/schema";
import { conflict } from "../http/errors";
import { STAFF } from "../limits";
import { hashPassword } from "../security/passwords";
import { newSecretToken, sha256Hex } from "../security/tokens";
import { findStaffByEmail, normalEmail, type StaffRow } from "./staff-members";

const HOUR = 60 * 60 * 1000;

/** A one-time welcome link's token; inviting the same email again replaces the earlier one. */
export async function invite(
  db: Database,
  input: { email: string; roles: Role[]; name: string | null },
): Promise<{ email: string; roles: Role[]; role: "owner" | "staff"; token: string; expires_at: string }> {
  const email = normalEmail(input.email);
  if (await findStaffByEmail(db, email)) throw conflict("This email already has an account");
  const { token, hash } = newSecretToken();
  const expiresAt = new Date(Date.now() + STAFF.invitationHours * HOUR);
  const values = { email, roles: input.roles, role: null, name: input.name, tokenHash: hash, expiresAt, createdAt: new Date() };
  await db
    .insert(staffInvitations)
    .values(values)
    .onConflictDoUpdate({ target: staffInvitations.email, set: values });
  return { email, roles: input.roles, role: legacyRoleOf(input.roles), token, expires_at: expiresAt.toISOString() };
}

const validToken = (token: string) =>
  and(eq(staffInvitations.tokenHash, sha256Hex(token)), gt(staffInvitations.expiresAt, new Date()));

export async function findInvitation(db: Database, token: string): Promise<InvitationJson | null> {
  const [row] = await db.select().from(staffInvitations).where(validToken(token)).limit(1);
  return row ? { email: row.email, roles: row.roles, role: legacyRoleOf(row.roles), name: row.name, expires_at: row.expiresAt.toISOString() } : null;
}

/**
 * Creates the account and spends the token in one transaction: a link works once. The token is
 * looked up before the password is hashed: a guessed token costs a query, never a hash.
 */
export async function acceptInvitation(
  db: Database,
  input: { token: string; name: string; password: string },
): Promise<StaffRow | null> {
  const [live] = await db.select({ email: staffInvitations.email }).from(staffInvitations).where(validToken(input.token)).limit(1);
  if (!live) return null;
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [invitation] = await tx.delete(staffInvitations).where(validToken(input.token)).returning();
      if (!invitation) return null;
      const [staff] = await tx
        .insert(staffMembers)
        .values({ email: invitation.email, name: input.name, roles: invitation.roles, passwordHash })
        .returning();
      return staff;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict("This email already has an account");
    throw error;
  }
}
