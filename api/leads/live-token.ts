import { createHmac } from "node:crypto";
import { and, eq, gt } from "drizzle-orm";
import { may, type Role } from "../../contract/permissions";
import type { LeadKind } from "../../contract/leads";
import type { Database } from "../db/client";
import { staffMembers, staffSessions } from "../db/schema";
import { secretsMatch } from "../security/tokens";

/** Long enough to open the socket; each reconnect asks the console for a new one. */
const LIVE_TOKEN_TTL_MS = 5 * 60_000;

const FORMAT = /^v1\.(\d{1,10})\.(\d{13})\.([A-Za-z0-9_-]{43})$/;

/**
 * The signature is keyed with the session's stored token hash: a secret of the server's (the
 * browser holds neither it nor the session token), the same on every instance sharing the
 * database, and gone with the session, so signing out or revoking it ends the tokens too.
 */
const signatureOf = (sessionId: number, expiresAt: number, key: string) =>
  createHmac("sha256", key).update(`v1.${sessionId}.${expiresAt}`).digest("base64url");

/** A short-lived token the console hands its page for the live inbox's socket (never the session token itself). */
export function liveTokenOf(session: { id: number; tokenHash: string }, now = Date.now()): { token: string; expires_at: string } {
  const expiresAt = now + LIVE_TOKEN_TTL_MS;
  return {
    token: `v1.${session.id}.${expiresAt}.${signatureOf(session.id, expiresAt, session.tokenHash)}`,
    expires_at: new Date(expiresAt).toISOString(),
  };
}

/** Whose live session signed a live token: the session, its member and the member's roles now. */
export interface LiveSession {
  sessionId: number;
  staffId: number;
  roles: Role[];
}

/** The live session that signed `token`; null for anything else. */
export async function liveSessionOf(db: Database, token: unknown, now = Date.now()): Promise<LiveSession | null> {
  const match = typeof token === "string" ? FORMAT.exec(token) : null;
  if (!match) return null;
  const [sessionId, expiresAt] = [Number(match[1]), Number(match[2])];
  if (expiresAt <= now || expiresAt > now + LIVE_TOKEN_TTL_MS) return null;
  const [found] = await db
    .select({ tokenHash: staffSessions.tokenHash, staffId: staffMembers.id, roles: staffMembers.roles })
    .from(staffSessions)
    .innerJoin(staffMembers, eq(staffMembers.id, staffSessions.staffId))
    .where(and(eq(staffSessions.id, sessionId), gt(staffSessions.expiresAt, new Date(now))))
    .limit(1);
  if (!found || !secretsMatch(match[3], signatureOf(sessionId, expiresAt, found.tokenHash))) return null;
  return { sessionId, staffId: found.staffId, roles: found.roles };
}

/** Who hears of a kind of lead: those who may read it (contract/permissions.ts). */
export const mayHearOf = (roles: readonly string[], kind: LeadKind): boolean =>
  may(roles, kind === "enquiry" ? "enquiries.read" : "applications.read");
