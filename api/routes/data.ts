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
import { backupHealth, lastBackup } from "../data/backups";
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

  /** The backups kept on this host, newest first, and the last one made by any instance. */
  router.get("/staff/backups", ...owners, async (_req, res) => {
    const names = data.backupDir ? await readdir(data.backupDir).catch(() => [] as string[]) : [];
    const files = await Promise.all(
      names
        .filter((name) => parseBackupName(name))
        .sort()
        .reverse()
        .map(async (name) => {
          const info = await stat(path.join(data.backupDir!, name));
          return { name, bytes: info.size, created_at: info.mtime.toISOString() };
        }),
    );
    const last = await lastBackup(db);
    res.set("Cache-Control", "private, no-store");
    res.json({ last: last && { day: last.day, finished_at: last.finishedAt.toISOString(), bytes: last.bytes }, files });
  });

  /** For the console's health line: when the last backup was made, how big it was, whether the newest attempt failed. */
  router.get("/staff/backup-health", ...owners, async (_req, res) => {
    const { enabled, last, failed } = await backupHealth(db, Boolean(data.backupDir && data.archiveSecret));
    res.set("Cache-Control", "private, no-store");
    res.json({ enabled, last: last && { day: last.day, finished_at: last.finishedAt.toISOString(), bytes: last.bytes }, failed });
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
