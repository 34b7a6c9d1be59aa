import { and, eq, ne } from "drizzle-orm";
import { PASSWORD_INCORRECT } from "../../contract/staff";
import type { Database } from "../db/client";
import { staffMembers, staffSessions } from "../db/schema";
import { HttpError } from "../http/errors";
import { hashPassword, passwordMatches } from "../security/passwords";
import { type StaffRow, updateStaff } from "./staff-members";

/** The member's own name; posts and the audit log show it from now on. */
export function renameStaff(db: Database, staff: StaffRow, name: string): Promise<StaffRow> {
  return updateStaff(db, staff.id, { name });
}

/** Ends every session of the member but `keepSessionId`; how many ended. */
export async function endOtherSessions(db: Pick<Database, "delete">, staffId: number, keepSessionId: number): Promise<number> {
  const ended = await db
    .delete(staffSessions)
    .where(and(eq(staffSessions.staffId, staffId), ne(staffSessions.id, keepSessionId)))
    .returning({ id: staffSessions.id });
  return ended.length;
}

/**
 * A new password, given the current one. Every other session ends with it: whoever knew the old
 * password may be signed in somewhere, and changing it should shut them out.
 */
export async function changePassword(
  db: Database,
  staff: StaffRow,
  keepSessionId: number,
  input: { currentPassword: string; password: string },
): Promise<number> {
  if (!(await passwordMatches(staff.passwordHash, input.currentPassword))) {
    throw new HttpError(400, PASSWORD_INCORRECT, { errors: [{ field: "current_password", message: PASSWORD_INCORRECT }] });
  }
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    await tx.update(staffMembers).set({ passwordHash }).where(eq(staffMembers.id, staff.id));
    return endOtherSessions(tx, staff.id, keepSessionId);
  });
}
