import type { z } from "zod";
import type { backupHealthSchema } from "./backups-api.server";
import { formatBytes, formatIst } from "./format";

export type BackupHealthAnswer = z.infer<typeof backupHealthSchema>;

/** A day's backup is due after 03:30 IST; two hours' grace on top of a day before the line warns. */
const STALE_AFTER_MS = 26 * 60 * 60 * 1000;

export interface BackupHealthLine {
  text: string;
  /** Drawn as a warning: the last backup failed, is older than 26 hours, or backups are off. */
  warning: boolean;
}

/** The console's health line about backups, worked out on the server so both renders say the same. */
export function backupHealthLine({ enabled, last, failed, copy }: BackupHealthAnswer, now: Date): BackupHealthLine {
  const lastMade = last ? `Last backup: ${formatIst(last.finished_at)}, ${formatBytes(last.bytes)}.` : "No backup has been made yet.";
  if (!enabled) return { text: "Backups are off: set BACKUP_DIR (or DATA_DIR) to have the site write one every day.", warning: true };
  if (failed) return { text: `The backup of ${failed.day} failed: ${failed.error}. ${lastMade}`, warning: true };
  if (copy && !copy.ok) {
    return { text: `The last backup was not copied off the machine: BACKUP_COMMAND failed (${copy.reason ?? "failed"} at ${formatIst(copy.at)}). ${lastMade}`, warning: true };
  }
  if (!last) return { text: "No backup has been made yet. The site writes one every day after 03:30 IST.", warning: false };
  const stale = now.getTime() - Date.parse(last.finished_at) > STALE_AFTER_MS;
  return { text: stale ? `${lastMade} It is more than a day old.` : lastMade, warning: stale };
}
