import { lt } from "drizzle-orm";
import type { Database } from "../db/client";
import { staffInvitations, staffPasswordResets, staffSessions } from "../db/schema";
import { deleteAuditEventsBefore } from "./audit";
import { deleteLeadsBefore } from "./lead-history";
import { deleteVisitsBefore } from "./visits";

const DAY = 24 * 60 * 60 * 1000;

/** Deletes leads and audit entries past the retention period, and staff tokens past their expiry. Idempotent. */
async function sweep(db: Database, retentionDays: number): Promise<void> {
  const now = new Date();
  const cutoff = new Date(now.getTime() - retentionDays * DAY);
  await deleteLeadsBefore(db, cutoff);
  await deleteAuditEventsBefore(db, cutoff);
  await deleteVisitsBefore(db, cutoff);
  await db.delete(staffSessions).where(lt(staffSessions.expiresAt, now));
  await db.delete(staffInvitations).where(lt(staffInvitations.expiresAt, now));
  await db.delete(staffPasswordResets).where(lt(staffPasswordResets.expiresAt, now));
}

/**
 * Runs the sweep now (awaited, so a start never serves leads past retention) and then daily.
 * The timer does not keep the process alive; stop() clears it.
 */
export async function startHousekeeping(db: Database, retentionDays: number): Promise<{ stop(): void }> {
  await sweep(db, retentionDays);
  const timer = setInterval(() => {
    sweep(db, retentionDays).catch((error: unknown) => console.error("[api] daily lead retention failed:", error));
  }, DAY);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
