import { readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";

/** BACKUP_COMMAND's last run, kept in the backups folder so every process on the host reads the same. */
export interface BackupCommandRun {
  at: string;
  ok: boolean;
  /** The command's exit code; null when it was stopped (timeout) or could not start. */
  exitCode: number | null;
  /** Why it failed, in a few words (never its output, which goes to the log). */
  reason: string | null;
  /** The archive it was given. */
  file: string;
}

const STATUS_FILE = ".backup-command.json";

export async function readBackupCommandRun(dir: string): Promise<BackupCommandRun | null> {
  try {
    return JSON.parse(await readFile(path.join(dir, STATUS_FILE), "utf8")) as BackupCommandRun;
  } catch {
    return null;
  }
}

export async function writeBackupCommandRun(dir: string, run: BackupCommandRun): Promise<void> {
  const partial = path.join(dir, `${STATUS_FILE}.${process.pid}.partial`);
  await writeFile(partial, `${JSON.stringify(run)}\n`);
  // Renamed into place: a reader never sees half a record.
  await rename(partial, path.join(dir, STATUS_FILE));
}

/**
 * For the metrics: when BACKUP_COMMAND last ran after a backup written into `backupDir`, whether
 * it failed and its exit code (all empty when it never ran or there is no backups folder).
 */
export async function backupCommandStatus(backupDir: string | undefined): Promise<{ lastRunAt: Date | null; failed: boolean; exitCode: number | null }> {
  const run = backupDir ? await readBackupCommandRun(backupDir) : null;
  return run ? { lastRunAt: new Date(run.at), failed: !run.ok, exitCode: run.exitCode } : { lastRunAt: null, failed: false, exitCode: null };
}
