/**
 * Which backups to keep: the newest of each of the last 7 days that have one, and of the rest
 * the newest of each of the 4 weeks before those (weeks start on Monday), in India's time, where the
 * agency and its quiet hour are. Pure, so the rule is tested without a clock or a disk.
 */
export const KEEP_DAILY = 7;
export const KEEP_WEEKLY = 4;
/**
 * With one backup a day, the longest any archive is kept: deleted by the 35th day after it was
 * written (the newest of the fourth week before the last seven days). What an erasure leaves in
 * the backups is gone by then (docs/privacy-requests.md); tests/unit/backup-rotation.test.ts proves it.
 */
export const KEPT_AT_MOST_DAYS = 35;

const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** The calendar day in India (YYYY-MM-DD) of an instant. */
export function istDay(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The Monday (YYYY-MM-DD) of the IST week holding `day`. */
function weekOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  const sinceMonday = (date.getUTCDay() + 6) % 7;
  return new Date(date.getTime() - sinceMonday * 86_400_000).toISOString().slice(0, 10);
}

export interface BackupFile {
  name: string;
  /** The IST day it was made (YYYY-MM-DD). */
  day: string;
  /** When it was written (ms), to tell a day's backups apart: the newest of a day is kept. */
  at?: number;
}

/** The daily one is named by its day; one made on demand also by its IST time (HHMMSS). */
const NAME = /^site-backup-(\d{4}-\d{2}-\d{2})(-\d{6})?\.tar\.gz$/;

export function backupName(day: string): string {
  return `site-backup-${day}.tar.gz`;
}

/** The name of a backup made on demand ("Back up now", data:backup) at `at`. */
export function backupNameAt(at: Date): string {
  const ist = new Date(at.getTime() + IST_OFFSET_MS).toISOString();
  return `site-backup-${ist.slice(0, 10)}-${ist.slice(11, 19).replaceAll(":", "")}.tar.gz`;
}

/** A backup file's day from its name; null for any other file, which rotation leaves alone. */
export function parseBackupName(name: string): BackupFile | null {
  const match = NAME.exec(name);
  return match ? { name, day: match[1] } : null;
}

/** The backups to delete. */
export function backupsToDelete(backups: BackupFile[]): BackupFile[] {
  const newestFirst = [...backups].sort((a, b) => b.day.localeCompare(a.day) || (b.at ?? 0) - (a.at ?? 0) || b.name.localeCompare(a.name));
  const keep = new Set<BackupFile>();
  const days = new Set<string>();
  for (const backup of newestFirst) {
    if (days.size >= KEEP_DAILY) break;
    if (days.has(backup.day)) continue;
    days.add(backup.day);
    keep.add(backup);
  }
  // Weeks the daily backups already cover need no weekly one: the weekly four reach further back.
  const weeks = new Set([...days].map(weekOf));
  let weekly = 0;
  for (const backup of newestFirst) {
    if (weekly >= KEEP_WEEKLY) break;
    const week = weekOf(backup.day);
    if (keep.has(backup) || weeks.has(week)) continue;
    weeks.add(week);
    keep.add(backup);
    weekly += 1;
  }
  return newestFirst.filter((backup) => !keep.has(backup));
}
