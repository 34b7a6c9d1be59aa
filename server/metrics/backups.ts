import { readdir, stat } from "node:fs/promises";
import path from "node:path";
import { Gauge, type Registry } from "prom-client";
import { backupCommandStatus } from "../../api/data/backup-command-status";
import { parseBackupName } from "../../api/data/rotation";
import { scrapeReading } from "./scrape-read";

interface NewestBackup {
  ageSeconds: number;
  bytes: number;
}

/** The newest backup in the folder by its day, as the rotation names them; null when there is none. */
async function newestBackup(dir: string, now: () => number): Promise<NewestBackup | null> {
  const files = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [];
    throw error;
  });
  const backups = files.map(parseBackupName).filter((file) => file !== null);
  if (!backups.length) return null;
  const newest = backups.reduce((a, b) => (b.day > a.day || (b.day === a.day && b.name > a.name) ? b : a));
  const info = await stat(path.join(dir, newest.name));
  return { ageSeconds: Math.max(0, (now() - info.mtimeMs) / 1000), bytes: info.size };
}

/**
 * The last backup's age and size, from the backups folder (api/data/backups.ts writes it).
 * No backup yet: an age of +Inf, so an alert on the age fires. Shared by every process, hence `max`.
 */
export function registerBackupMetrics(registry: Registry, dir: string, now: () => number = Date.now): void {
  const read = scrapeReading(() => newestBackup(dir, now));
  new Gauge({
    name: "agency_backup_last_size_bytes",
    help: "Size of the newest backup archive in the backups folder (0 when there is none)",
    registers: [registry],
    aggregator: "max",
    async collect() {
      const newest = await read();
      this.set(newest === undefined ? NaN : (newest?.bytes ?? 0));
    },
  });
  new Gauge({
    name: "agency_backup_last_age_seconds",
    help: "Seconds since the newest backup archive was written (+Inf when there is none, NaN when the folder cannot be read)",
    registers: [registry],
    aggregator: "max",
    async collect() {
      const newest = await read();
      this.set(newest === undefined ? NaN : (newest?.ageSeconds ?? Infinity));
    },
  });
  const copy = scrapeReading(() => backupCommandStatus(dir));
  new Gauge({
    name: "agency_backup_command_failed",
    help: "1 when BACKUP_COMMAND's last run failed (the archive did not leave the machine), else 0",
    registers: [registry],
    aggregator: "max",
    async collect() {
      const status = await copy();
      this.set(status === undefined ? NaN : status.failed ? 1 : 0);
    },
  });
  new Gauge({
    name: "agency_backup_command_last_run_timestamp_seconds",
    help: "When BACKUP_COMMAND last ran, as a Unix time (0 when it never ran)",
    registers: [registry],
    aggregator: "max",
    async collect() {
      const status = await copy();
      this.set(status === undefined ? NaN : (status.lastRunAt?.getTime() ?? 0) / 1000);
    },
  });
}
