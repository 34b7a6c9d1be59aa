/**
 * Writes a backup into the backups folder now, on the host, and runs BACKUP_COMMAND on it:
 *
 *   npm run data:backup
 *
 * A running site writes it (the embedded database belongs to the server process), asked over HTTP
 * with ADMIN_TOKEN as data:export does. With no site answering at SITE_URL (else
 * http://localhost:$PORT), the command opens the database itself: DATABASE_URL, else DATA_DIR.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { BackupBusy } from "../api/data/backup-lock";
import { backUpNow } from "../api/data/backups";
import { backupDirOf, uploadsDirOf } from "../api/data/folders";
import { openDatabase } from "../api/db/client";
import { storedSessionSecret } from "../app/lib/secret.server";
import { CliError, siteOrigin } from "./cli-error";

const USAGE = "Usage: [ADMIN_TOKEN=<token>] npm run data:backup";

interface Made {
  file: string;
  bytes: number;
  copy: { ok: boolean; exitCode: number | null; reason: string | null } | null;
}

export async function run(args: string[]): Promise<string> {
  if (args.length > 0) throw new CliError(USAGE);
  const started = Date.now();
  const made = (await fromRunningSite()) ?? (await here());
  const wrote = `Wrote ${made.file} (${(made.bytes / 1024 / 1024).toFixed(2)} MB) in ${((Date.now() - started) / 1000).toFixed(1)} s.`;
  if (!made.copy) return wrote;
  if (!made.copy.ok) throw new CliError(`${wrote}\nBACKUP_COMMAND failed (${made.copy.reason}); the backup stays in the folder. Its output is in the log.`);
  return `${wrote}\nBACKUP_COMMAND copied it.`;
}

/** The running site's answer; null when nothing listens there. */
async function fromRunningSite(): Promise<Made | null> {
  const url = `${siteOrigin()}/api/admin/data/backup`;
  const token = process.env.ADMIN_TOKEN?.trim();
  let response: Response;
  try {
    // BACKUP_COMMAND is waited for, up to its own hour.
    response = await fetch(url, { method: "POST", headers: token ? { Authorization: `Bearer ${token}` } : {}, signal: AbortSignal.timeout(2 * 3_600_000) });
  } catch (error) {
    const code = (error as { cause?: { code?: string } }).cause?.code;
    if (code === "ECONNREFUSED") return null;
    throw new CliError(`Could not reach the site at ${url} (${error instanceof Error ? error.message : String(error)}).`);
  }
  if (response.status === 401 || response.status === 403) {
    throw new CliError(
      token
        ? `The site at ${siteOrigin()} refused the admin token (${response.status}): ADMIN_TOKEN must be the one the server was started with.`
        : `The site is running at ${siteOrigin()}: it writes the backup, asked with ADMIN_TOKEN, which is not set.\n${USAGE}`,
    );
  }
  const body = (await response.json().catch(() => null)) as { message?: string; file?: string; bytes?: number; copy?: { ok: boolean; exit_code: number | null; reason: string | null } | null } | null;
  if (!response.ok || !body?.file) throw new CliError(`The backup failed (${response.status}): ${body?.message ?? response.statusText}`);
  return { file: body.file, bytes: body.bytes ?? 0, copy: body.copy ? { ok: body.copy.ok, exitCode: body.copy.exit_code, reason: body.copy.reason } : null };
}

/** The site is stopped: the same backup, written by this process from the database the site uses. */
async function here(): Promise<Made> {
  const dataDir = path.resolve(process.env.DATA_DIR?.trim() || "./data");
  const databaseUrl = process.env.DATABASE_URL?.trim();
  if (!databaseUrl && !existsSync(path.join(dataDir, "PG_VERSION"))) {
    throw new CliError(`There is no database in ${dataDir} (DATA_DIR) and DATABASE_URL is not set: nothing to back up.`);
  }
  const dir = backupDirOf(dataDir, process.env.BACKUP_DIR);
  const secret = process.env.SESSION_SECRET?.trim() || storedSessionSecret(dataDir);
  if (!dir || !secret) throw new CliError(`No server secret: set SESSION_SECRET, or keep the ${dataDir}/session-secret file the site wrote.`);
  let database;
  try {
    database = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir });
  } catch (error) {
    throw new CliError(`Could not open ${databaseUrl ? "DATABASE_URL" : dataDir} (${error instanceof Error ? error.message : String(error)}).`);
  }
  try {
    const command = process.env.BACKUP_COMMAND?.trim();
    const made = await backUpNow(database.db, { dir, uploadsDir: uploadsDirOf(dataDir), secret, command: command ? { command } : undefined });
    const run = await made.copy;
    return { file: made.file, bytes: made.bytes, copy: run };
  } catch (error) {
    if (error instanceof BackupBusy) throw new CliError(error.message);
    throw error;
  } finally {
    await database.close();
  }
}
