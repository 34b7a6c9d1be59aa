import type { SessionJson } from "../../contract/answers/console";
import { and, desc, eq, gt } from "drizzle-orm";
import type { Database } from "../db/client";
import { staffMembers, staffSessions } from "../db/schema";
import { STAFF } from "../limits";
import { newSecretToken, sha256Hex } from "../security/tokens";
import type { StaffRow } from "./staff-members";

export type SessionRow = typeof staffSessions.$inferSelect;

const DAY = 24 * 60 * 60 * 1000;

/** A new session at every sign-in; the token is handed out once and only its hash is kept. */
export async function startSession(
  db: Database,
  staffId: number,
  userAgent: string | null,
): Promise<{ token: string; expires_at: string }> {
  const { token, hash } = newSecretToken();
  const expiresAt = new Date(Date.now() + STAFF.sessionDays * DAY);
  await db.insert(staffSessions).values({ staffId, tokenHash: hash, userAgent, expiresAt });
  return { token, expires_at: expiresAt.toISOString() };
}

/** The live session a bearer token belongs to, and its member; notes when it was last used. */
export async function sessionOfToken(
  db: Database,
  token: string,
): Promise<{ session: SessionRow; staff: StaffRow } | null> {
  const now = new Date();
  const [found] = await db
    .select({ session: staffSessions, staff: staffMembers })
    .from(staffSessions)
    .innerJoin(staffMembers, eq(staffMembers.id, staffSessions.staffId))
    .where(and(eq(staffSessions.tokenHash, sha256Hex(token)), gt(staffSessions.expiresAt, now)))
    .limit(1);
  if (!found) return null;
  if (now.getTime() - found.session.lastSeenAt.getTime() >= STAFF.lastSeenEveryMs) {
    await db.update(staffSessions).set({ lastSeenAt: now }).where(eq(staffSessions.id, found.session.id));
  }
  return found;
}

export async function listSessions(db: Database, staffId: number, currentId: number): Promise<SessionJson[]> {
  const rows = await db
    .select()
    .from(staffSessions)
    .where(and(eq(staffSessions.staffId, staffId), gt(staffSessions.expiresAt, new Date())))
    .orderBy(desc(staffSessions.createdAt), desc(staffSessions.id));
  return rows.map((row) => ({
    id: row.id,
    created_at: row.createdAt.toISOString(),
    last_seen_at: row.lastSeenAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    user_agent: row.userAgent,
    current: row.id === currentId,
  }));
}

/** Ends one session; with `ownerId`, only if it belongs to that member. Whether one ended. */
export async function endSession(db: Database, id: number, ownerId?: number): Promise<boolean> {
  const where = ownerId === undefined ? eq(staffSessions.id, id) : and(eq(staffSessions.id, id), eq(staffSessions.staffId, ownerId));
  const ended = await db.delete(staffSessions).where(where).returning({ id: staffSessions.id });
  return ended.length > 0;
}
