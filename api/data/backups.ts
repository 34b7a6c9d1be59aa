import { randomUUID } from "node:crypto";
import { readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import { and, desc, eq, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { dataBackups } from "../db/schema";
import { type BackupCommandOptions, runBackupCommand } from "./backup-command";
import type { BackupCommandRun } from "./backup-command-status";
import { withBackupLock } from "./backup-lock";
import { writeArchive } from "./export";
import { backupName, backupNameAt, backupsToDelete, istDay, parseBackupName } from "./rotation";
import { drizzleSnapshot } from "./snapshot";

/** The quiet hour, in India's time: 03:30, when the agency's visitors and staff are asleep. */
export const QUIET_MINUTE_IST = 3 * 60 + 30;
const IST_OFFSET_MIN = 5 * 60 + 30;
/** How often an instance looks whether the day's backup is due. */
const LOOK_EVERY_MS = 10 * 60_000;
/** A claim this old without a finished backup belonged to an instance that stopped: another may take it over. */
const STALE_CLAIM = "2 hours";
/** The daily backup waits this long for one made on demand to finish. */
const WAIT_FOR_OTHER_BACKUP_MS = 10 * 60_000;

function minuteOfIstDay(at: Date): number {
  return (at.getUTCHours() * 60 + at.getUTCMinutes() + IST_OFFSET_MIN) % (24 * 60);
}

export interface BackupOptions {
  dir: string;
  uploadsDir?: string;
  /** The server's secret the archive's secrets are sealed with (export.ts). */
  secret: string;
  /** Names this instance in its claim; random by default. */
  instance?: string;
  now?: () => Date;
  /** BACKUP_COMMAND, run after each backup with the archive's path. */
  command?: BackupCommandOptions;
}

export interface MadeBackup {
  file: string;
  bytes: number;
  /** BACKUP_COMMAND's run for this archive, when one is configured (it goes on after the backup is answered). */
  copy: Promise<BackupCommandRun> | null;
}

export type BackupOutcome = { made: false; reason: "not yet" | "claimed elsewhere" } | ({ made: true } & MadeBackup);

/** The instant a day's backup is due: 03:30 in India on that day. */
function quietInstantOf(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00+05:30`) + QUIET_MINUTE_IST * 60_000);
}

/** The archive into `file`, and the rotation after it; one at a time per folder. */
async function writeBackup(db: Database, options: BackupOptions, name: string, now: Date, waitMs: number): Promise<{ file: string; bytes: number }> {
  return withBackupLock(
    options.dir,
    async () => {
      const file = path.join(options.dir, name);
      await writeArchive(drizzleSnapshot(db), file, { uploadsDir: options.uploadsDir, secret: options.secret, now: () => now });
      const { size } = await stat(file);
      await rotate(options.dir);
      return { file, bytes: size };
    },
    { waitMs },
  );
}

function copyOffMachine(file: string, options: BackupOptions): Promise<BackupCommandRun> | null {
  return options.command?.command ? runBackupCommand(file, options.command) : null;
}

/**
 * A backup now ("Back up now", data:backup), named by its time. It counts as its day's backup
 * (the health line, the metrics); one made before the quiet hour does not stop that day's
 * automatic one. Throws BackupBusy when another is being written into the folder.
 */
export async function backUpNow(db: Database, options: BackupOptions): Promise<MadeBackup> {
  const now = options.now?.() ?? new Date();
  const { file, bytes } = await writeBackup(db, options, backupNameAt(now), now, 0);
  const finished = { finishedAt: now, file, bytes, error: null };
  await db
    .insert(dataBackups)
    .values({ day: istDay(now), instance: options.instance ?? randomUUID(), ...finished })
    .onConflictDoUpdate({ target: dataBackups.day, set: finished });
  return { file, bytes, copy: copyOffMachine(file, options) };
}

/**
 * Makes today's backup if it is due and no other instance has claimed it: the row insert (or the
 * take-over of a stale claim) succeeds for exactly one instance sharing the database.
 */
export async function backUpIfDue(db: Database, options: BackupOptions): Promise<BackupOutcome> {
  const now = options.now?.() ?? new Date();
  if (minuteOfIstDay(now) < QUIET_MINUTE_IST) return { made: false, reason: "not yet" };
  const day = istDay(now);
  const instance = options.instance ?? randomUUID();
  const claimed = await db
    .insert(dataBackups)
    .values({ day, instance })
    .onConflictDoNothing()
    .returning({ day: dataBackups.day });
  if (claimed.length === 0) {
    const takenOver = await db
      .update(dataBackups)
      .set({ instance, startedAt: sql`now()`, finishedAt: null, error: null })
      .where(
        and(
          eq(dataBackups.day, day),
          or(
            and(isNull(dataBackups.finishedAt), lt(dataBackups.startedAt, sql`now() - ${STALE_CLAIM}::interval`)),
            // A backup made on demand before the quiet hour leaves the day's automatic one to do.
            lt(dataBackups.finishedAt, quietInstantOf(day)),
          ),
        ),
      )
      .returning({ day: dataBackups.day });
    if (takenOver.length === 0) return { made: false, reason: "claimed elsewhere" };
  }
  try {
    const { file, bytes } = await writeBackup(db, options, backupName(day), now, WAIT_FOR_OTHER_BACKUP_MS);
    await db.update(dataBackups).set({ finishedAt: sql`now()`, file, bytes }).where(eq(dataBackups.day, day));
    return { made: true, file, bytes, copy: copyOffMachine(file, options) };
  } catch (error) {
    // Recorded, and the claim left old enough to be taken over at the next look.
    const message = error instanceof Error ? error.message : String(error);
    await db
      .update(dataBackups)
      .set({ error: message, startedAt: sql`now() - ${STALE_CLAIM}::interval - interval '1 minute'` })
      .where(eq(dataBackups.day, day));
    throw error;
  }
}

/** Deletes the backups the rotation does not keep (7 daily, 4 weekly); other files stay. */
export async function rotate(dir: string): Promise<string[]> {
  const named = (await readdir(dir)).map(parseBackupName).filter((b) => b !== null);
  // A file gone meanwhile (deleted by hand) is left out, not a failed backup.
  const stated = await Promise.all(named.map(async (b) => ({ ...b, at: (await stat(path.join(dir, b.name)).catch(() => null))?.mtimeMs })));
  const found = stated.filter((b) => b.at !== undefined);
  const doomed = backupsToDelete(found);
  for (const backup of doomed) await rm(path.join(dir, backup.name), { force: true });
  return doomed.map((b) => b.name);
}

export interface LastBackup {
  day: string;
  finishedAt: Date;
  bytes: number;
}

/** The last backup made, for the console's health line. */
export async function lastBackup(db: Database): Promise<LastBackup | null> {
  const [row] = await db
    .select({ day: dataBackups.day, finishedAt: dataBackups.finishedAt, bytes: dataBackups.bytes })
    .from(dataBackups)
    .where(isNotNull(dataBackups.finishedAt))
    .orderBy(desc(dataBackups.day))
    .limit(1);
  return row ? { day: row.day, finishedAt: row.finishedAt!, bytes: row.bytes ?? 0 } : null;
}

export interface BackupHealth {
  /** Whether this instance writes backups at all (a data folder in memory and no BACKUP_DIR: no). */
  enabled: boolean;
  last: LastBackup | null;
  /** The newest day's attempt, when it failed and nothing has finished since. */
  failed: { day: string; error: string } | null;
}

/** The console's health line: the last backup made, and whether the newest attempt failed. */
export async function backupHealth(db: Database, enabled: boolean): Promise<BackupHealth> {
  const [newest] = await db
    .select({ day: dataBackups.day, finishedAt: dataBackups.finishedAt, error: dataBackups.error })
    .from(dataBackups)
    .orderBy(desc(dataBackups.day))
    .limit(1);
  const failed = newest && !newest.finishedAt && newest.error ? { day: newest.day, error: newest.error } : null;
  return { enabled, last: await lastBackup(db), failed };
}

/** Looks every ten minutes whether the day's backup is due; the timer does not keep the process alive. */
export function startBackups(db: Database, options: BackupOptions): { stop(): void } {
  const instance = options.instance ?? randomUUID();
  const look = () => {
    backUpIfDue(db, { ...options, instance }).then(
      (outcome) => {
        if (outcome.made) console.log(`[api] backup written: ${outcome.file} (${(outcome.bytes / 1024 / 1024).toFixed(2)} MB)`);
      },
      (error: unknown) => console.error("[api] the daily backup failed:", error instanceof Error ? error.message : error),
    );
  };
  const timer = setInterval(look, LOOK_EVERY_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
