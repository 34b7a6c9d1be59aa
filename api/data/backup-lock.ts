import { mkdir } from "node:fs/promises";
import path from "node:path";
import lockfile from "proper-lockfile";

/** Thrown when another backup is being written into the same folder. */
export class BackupBusy extends Error {
  constructor() {
    super("A backup is already running.");
  }
}

/**
 * Runs `write` while holding the backups folder's lock, so one backup is written at a time by
 * every process on this host (workers, the CLI). The lock is a folder kept fresh while held
 * (proper-lockfile): one left by a process that died is taken over after 30 s.
 * `waitMs` 0: refuse at once with BackupBusy when it is held.
 */
export async function withBackupLock<T>(dir: string, write: () => Promise<T>, { waitMs = 0 }: { waitMs?: number } = {}): Promise<T> {
  await mkdir(dir, { recursive: true });
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(dir, {
      lockfilePath: path.join(dir, ".backup-running.lock"),
      stale: 30_000,
      retries: waitMs > 0 ? { retries: Math.ceil(waitMs / 2_000), minTimeout: 2_000, maxTimeout: 2_000, factor: 1 } : 0,
      realpath: false,
      // The library's default throws from a timer, which would end the server over a backup.
      onCompromised: (error) => console.error("[api] the backups folder's lock was lost:", error.message),
    });
  } catch (error) {
    if ((error as { code?: string }).code === "ELOCKED") throw new BackupBusy();
    throw error;
  }
  try {
    return await write();
  } finally {
    await release().catch(() => undefined);
  }
}
