import { and, count, eq, isNull } from "drizzle-orm";
import type { Database } from "../db/client";
import { staffRecoveryCodes } from "../db/schema";
import { newRecoveryCodes, normalRecoveryCode, recoveryCodeHash } from "../security/recovery-codes";

type Db = Pick<Database, "delete" | "insert">;

/** Replaces the member's codes with ten new ones and hands them out once; only their hashes are kept. */
export async function issueRecoveryCodes(db: Db, staffId: number): Promise<string[]> {
  const codes = newRecoveryCodes();
  await db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
  await db.insert(staffRecoveryCodes).values(
    codes.map((code) => ({ staffId, codeHash: recoveryCodeHash(staffId, normalRecoveryCode(code) ?? code) })),
  );
  return codes;
}

export async function dropRecoveryCodes(db: Db, staffId: number): Promise<void> {
  await db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
}

export async function recoveryCodesLeft(db: Database, staffId: number): Promise<number> {
  const [row] = await db
    .select({ left: count() })
    .from(staffRecoveryCodes)
    .where(and(eq(staffRecoveryCodes.staffId, staffId), isNull(staffRecoveryCodes.usedAt)));
  return row.left;
}

/**
 * Uses a code once: marked used in one guarded statement, so the same code sent twice at once
 * lets one sign-in through. Whether the code was good and unused.
 */
export async function spendRecoveryCode(db: Database, staffId: number, typed: string): Promise<boolean> {
  const code = normalRecoveryCode(typed);
  if (!code) return false;
  const spent = await db
    .update(staffRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(staffRecoveryCodes.staffId, staffId),
        eq(staffRecoveryCodes.codeHash, recoveryCodeHash(staffId, code)),
        isNull(staffRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: staffRecoveryCodes.id });
  return spent.length > 0;
}
