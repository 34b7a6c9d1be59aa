import { arrayContains, asc, eq } from "drizzle-orm";
import type { StaffJson } from "../../contract/answers/staff";
import { legacyRoleOf, type Role } from "../../contract/permissions";
import type { Database } from "../db/client";
import { staffMembers } from "../db/schema";

export type StaffRow = typeof staffMembers.$inferSelect;

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** The owners, locked until the transaction ends: two changes at once cannot leave none. */
const lockOwners = (tx: Transaction) =>
  tx.select({ id: staffMembers.id }).from(staffMembers).where(arrayContains(staffMembers.roles, ["owner"])).for("update");

export type { StaffJson };

export const staffJson = (row: StaffRow): StaffJson => ({
  id: row.id,
  email: row.email,
  name: row.name,
  roles: row.roles,
  role: legacyRoleOf(row.roles),
  totp_enabled: row.totpSecret !== null,
  created_at: row.createdAt.toISOString(),
});

/** Emails are compared lower-cased: "Asha@Agency.example" and "asha@agency.example" are one person. */
export const normalEmail = (email: string) => email.trim().toLowerCase();

export async function findStaffByEmail(db: Database, email: string): Promise<StaffRow | undefined> {
  const [row] = await db.select().from(staffMembers).where(eq(staffMembers.email, normalEmail(email))).limit(1);
  return row;
}

export async function listStaff(db: Database): Promise<StaffJson[]> {
  const rows = await db.select().from(staffMembers).orderBy(asc(staffMembers.createdAt), asc(staffMembers.id));
  return rows.map(staffJson);
}

export async function updateStaff(db: Database, id: number, values: Partial<StaffRow>): Promise<StaffRow> {
  const [row] = await db.update(staffMembers).set(values).where(eq(staffMembers.id, id)).returning();
  return row;
}

/**
 * Gives a member another set of roles. Owners are locked first, as for removal, so two owners
 * demoting each other at once cannot leave the agency without one. The roles before, or why not.
 */
export function changeRoles(
  db: Database,
  id: number,
  roles: Role[],
): Promise<{ outcome: "changed"; before: Role[]; member: StaffRow } | { outcome: "not-found" | "last-owner" }> {
  return db.transaction(async (tx) => {
    const owners = await lockOwners(tx);
    const [target] = await tx.select().from(staffMembers).where(eq(staffMembers.id, id)).for("update");
    if (!target) return { outcome: "not-found" };
    if (target.roles.includes("owner") && !roles.includes("owner") && owners.length <= 1) return { outcome: "last-owner" };
    const [member] = await tx.update(staffMembers).set({ roles }).where(eq(staffMembers.id, id)).returning();
    return { outcome: "changed", before: target.roles, member };
  });
}

/**
 * Removes a member; their sessions go with them (foreign key). The owners are locked first, so
 * two owners removing each other at once cannot leave the agency without one.
 */
export function removeStaff(db: Database, id: number): Promise<{ outcome: "removed"; member: StaffRow } | { outcome: "not-found" | "last-owner" }> {
  return db.transaction(async (tx) => {
    const owners = await lockOwners(tx);
    const [target] = await tx.select().from(staffMembers).where(eq(staffMembers.id, id));
    if (!target) return { outcome: "not-found" };
    if (target.roles.includes("owner") && owners.length <= 1) return { outcome: "last-owner" };
    await tx.delete(staffMembers).where(eq(staffMembers.id, id));
    return { outcome: "removed", member: target };
  });
}
