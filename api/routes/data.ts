import { randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import { readdir, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import type { Router } from "express";
import { z } from "zod";
import { PASSWORD_INCORRECT } from "../../contract/staff";
import type { ApiContext } from "../context";
import { readBackupCommandRun } from "../data/backup-command-status";
import { BackupBusy } from "../data/backup-lock";
import { backUpNow, backupHealth, lastBackup } from "../data/backups";
import { writeArchive } from "../data/export";
import { parseBackupName } from "../data/rotation";
import { drizzleSnapshot } from "../data/snapshot";
import { asyncRouter } from "../http/async-router";
import { HttpError, forbidden, notFound } from "../http/errors";
import { callerOf } from "../http/staff-auth";
import { passwordInput } from "../http/staff-input";
import { jsonBody, parseInput } from "../http/validation";
import { passwordMatches } from "../security/passwords";

export const passwordSchema = z.object({ password: passwordInput.min(1, "Enter your password to download a backup") });

/** Without the server's secret nothing could be sealed: no archive is written rather than one with secrets in clear. */
const NO_SECRET = "Exports are off: the API was started without the server's secret (SESSION_SECRET) to seal them with";

/**
 * The archive of everything, for `npm run data:export` on the host (docs/data.md): written here,
 * by the process the embedded database belongs to, and sent whole once it is complete.
 */
export function dataRoutes({ db, admin, can, audit, data, failures }: ApiContext): Router {
  const router = asyncRouter();
  const owners = can("backups.read");

  /** A backup now, into this host's folder, named by its time; BACKUP_COMMAND then runs on it. One at a time: 409 while another is written. */
  const makeBackup = async () => {
    if (!data.backupDir || !data.archiveSecret) {
      throw new HttpError(409, "Backups are off on this server: it needs a backups folder (BACKUP_DIR or DATA_DIR) and its secret");
    }
    try {
      return await backUpNow(db, { dir: data.backupDir, uploadsDir: data.uploadsDir, secret: data.archiveSecret, command: data.backupCommand });
    } catch (error) {
      if (error instanceof BackupBusy) throw new HttpError(409, error.message);
      throw error;
    }
  };

  /** The backups kept on this host, newest first, and the last one made by any instance. */
  router.get("/staff/backups", ...owners, async (_req, res) => {
    const names = data.backupDir ? await readdir(data.backupDir).catch(() => [] as string[]) : [];
    const found = await Promise.all(
      names
        .filter((name) => parseBackupName(name))
        .map(async (name) => {
          const info = await stat(path.join(data.backupDir!, name)).catch(() => null);
          return info && { name, bytes: info.size, created_at: info.mtime.toISOString() };
        }),
    );
    // Newest first by when written: a day's automatic one and those made on demand interleave.
    const files = found.filter((file) => file !== null).sort((a, b) => b.created_at.localeCompare(a.created_at) || b.name.localeCompare(a.name));
    const last = await lastBackup(db);
    res.set("Cache-Control", "private, no-store");
    res.json({ last: last && { day: last.day, finished_at: last.finishedAt.toISOString(), bytes: last.bytes }, files });
  });

  /** For the console's health line: when the last backup was made, how big it was, whether the newest attempt failed. */
  router.get("/staff/backup-health", ...owners, async (_req, res) => {
    const { enabled, last, failed } = await backupHealth(db, Boolean(data.backupDir && data.archiveSecret));
    // BACKUP_COMMAND's last result, while one is configured: a short reason, never its output.
    const run = data.backupCommand && data.backupDir ? await readBackupCommandRun(data.backupDir) : null;
    const copy = run && { ok: run.ok, at: run.at, exit_code: run.exitCode, reason: run.reason, file: run.file };
    res.set("Cache-Control", "private, no-store");
    res.json({ enabled, last: last && { day: last.day, finished_at: last.finishedAt.toISOString(), bytes: last.bytes }, failed, copy });
  });

  /** "Back up now" in the console: answered once the archive is written; BACKUP_COMMAND goes on after. */
  router.post("/staff/backups", ...can("backups.create"), async (req, res) => {
    const made = await makeBackup();
    made.copy?.catch(() => undefined);
    const name = path.basename(made.file);
    await audit(req, res, { action: "backup_created", summary: `Made the backup ${name}`, details: { name, bytes: made.bytes } });
    res.set("Cache-Control", "private, no-store");
    res.status(201).json({ name, bytes: made.bytes, copying: made.copy !== null });
  });

  /**
   * One backup, downloaded whole, for the member's password given again (a stolen session alone
   * does not carry the agency's data away); a wrong one counts against the address's allowance of
   * bad secrets. The name must be one the backups are written under, nothing else.
   */
  router.post("/staff/backups/:name", ...owners, async (req, res) => {
    const caller = callerOf(res);
    if (caller.kind !== "member") throw forbidden("A backup is downloaded by a member with their password; with the admin token, use npm run data:export on the host");
    const { password } = parseInput(passwordSchema, jsonBody(req));
    const name = req.params.name;
    if (!data.backupDir || !parseBackupName(name)) throw notFound("Backup not found");
    const file = path.join(data.backupDir, name);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) throw notFound("Backup not found");
    const attempt = await failures.startSecret(req);
    if (!(await passwordMatches(caller.staff.passwordHash, password))) {
      throw new HttpError(400, PASSWORD_INCORRECT, { errors: [{ field: "password", message: PASSWORD_INCORRECT }] });
    }
    await attempt.accepted();
    await audit(req, res, { action: "backup_downloaded", summary: `Downloaded the backup ${name}`, details: { name, bytes: info.size } });
    res.set({
      "Content-Type": "application/gzip",
      "Content-Length": String(info.size),
      "Content-Disposition": `attachment; filename="${name}"`,
      "Cache-Control": "private, no-store",
    });
    await pipeline(createReadStream(file), res);
  });

  /** `npm run data:backup` on the host: the archive's path and size, and BACKUP_COMMAND's result, waited for. */
  router.post("/admin/data/backup", ...admin, async (req, res) => {
    const made = await makeBackup();
    const name = path.basename(made.file);
    await audit(req, res, { action: "backup_created", summary: `Made the backup ${name}`, details: { name, bytes: made.bytes } });
    const run = await made.copy;
    res.status(201).json({ file: made.file, bytes: made.bytes, copy: run ? { ok: run.ok, exit_code: run.exitCode, reason: run.reason } : null });
  });

  router.get("/admin/data/export", ...admin, async (_req, res) => {
    if (!data.archiveSecret) throw new HttpError(503, NO_SECRET);
    const file = path.join(os.tmpdir(), `site-export-${randomUUID()}.tar.gz`);
    try {
      const manifest = await writeArchive(drizzleSnapshot(db), file, { uploadsDir: data.uploadsDir, secret: data.archiveSecret });
      const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
      res.set({
        "Content-Type": "application/gzip",
        "Content-Length": String((await stat(file)).size),
        "Content-Disposition": `attachment; filename="site-${manifest.createdAt.slice(0, 10)}.tar.gz"`,
        "X-Archive-Summary": `${manifest.tables.length} tables, ${rows} rows, ${manifest.files.length} files`,
      });
      await pipeline(createReadStream(file), res);
    } finally {
      await rm(file, { force: true });
    }
  });

  return router;
}
