import { existsSync, mkdtempSync, readdirSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { backupCommandStatus } from "../../api/data/backup-command-status";
import { backUpIfDue, backUpNow } from "../../api/data/backups";
import { openDatabase } from "../../api/db/client";
import { ARCHIVE_SECRET } from "./data/engines";
import { adminHeaders, json, startTestServer, type TestServer } from "./helpers";
import { memberSession } from "./staff-helpers";

vi.setConfig({ testTimeout: 180_000 });

const archives = (dir: string) => readdirSync(dir).filter((name) => name.startsWith("site-backup-"));
type Health = { last: { bytes: number } | null; copy: { ok: boolean; exit_code: number | null; reason: string | null; file: string } | null };

/** The health line's answer once BACKUP_COMMAND has reported (it runs after the backup is answered). */
async function healthAfterCopy(t: TestServer, headers: HeadersInit, file: string): Promise<Health> {
  for (let i = 0; i < 200; i += 1) {
    const health = await json<Health>(await t.call("/staff/backup-health", { headers }));
    if (health.copy?.file === file) return health;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("BACKUP_COMMAND never reported");
}

describe("Back up now", () => {
  it("is for owners: writes one archive, logs it, counts as the last backup; editors and sales are refused", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "backup-now-"));
    const t = await startTestServer({ backupDir: dir });
    try {
      const owner = (await memberSession(t, "owner.now@agency.example", "owner")).headers;
      for (const role of ["editor", "sales"] as const) {
        const other = (await memberSession(t, `${role}.now@agency.example`, [role])).headers;
        expect((await t.call("/staff/backups", { method: "POST", headers: other })).status, role).toBe(403);
      }
      expect(archives(dir)).toEqual([]);

      const made = await t.call("/staff/backups", { method: "POST", headers: owner });
      expect(made.status).toBe(201);
      const { name, bytes } = await json<{ name: string; bytes: number }>(made);
      expect(name).toMatch(/^site-backup-\d{4}-\d{2}-\d{2}-\d{6}\.tar\.gz$/);
      expect(archives(dir)).toEqual([name]);
      expect(statSync(path.join(dir, name)).size).toBe(bytes);

      const listed = await json<{ last: { bytes: number } | null; files: Array<{ name: string }> }>(await t.call("/staff/backups", { headers: owner }));
      expect(listed.files.map((file) => file.name)).toEqual([name]);
      expect(listed.last?.bytes).toBe(bytes);
      const audit = await json<{ data: Array<{ action: string; summary: string }> }>(await t.call("/staff/audit", { headers: owner }));
      expect(audit.data.find((entry) => entry.action === "backup_created")?.summary).toBe(`Made the backup ${name}`);
      // No command configured: nothing to report about copies.
      expect((await json<Health>(await t.call("/staff/backup-health", { headers: owner }))).copy).toBeNull();
    } finally {
      await t.close();
    }
  });

  it("pressed 50 times at once writes one archive; the others are told a backup is already running", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "backup-50-"));
    const t = await startTestServer({ backupDir: dir });
    try {
      const owner = (await memberSession(t, "owner.fifty@agency.example", "owner")).headers;
      const answers = await Promise.all(Array.from({ length: 50 }, () => t.call("/staff/backups", { method: "POST", headers: owner })));
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 201)).toHaveLength(1);
      expect(statuses.filter((status) => status === 409)).toHaveLength(49);
      const refused = await json(answers.find((answer) => answer.status === 409)!);
      expect(refused.message).toBe("A backup is already running.");
      expect(archives(dir)).toHaveLength(1);
      // The lock is let go: the next press works.
      expect((await t.call("/staff/backups", { method: "POST", headers: owner })).status).toBe(201);
    } finally {
      await t.close();
    }
  });

  it("answers 409, not 500, on a server that writes no backups", async () => {
    const t = await startTestServer({ dataDir: "memory://" });
    try {
      const owner = (await memberSession(t, "owner.off@agency.example", "owner")).headers;
      const answer = await t.call("/staff/backups", { method: "POST", headers: owner });
      expect(answer.status).toBe(409);
      expect((await json(answer)).message).toMatch(/^Backups are off on this server/);
    } finally {
      await t.close();
    }
  });
});

describe("BACKUP_COMMAND", () => {
  it("gets the archive's path as $1 and BACKUP_FILE; its success is recorded", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "backup-cmd-"));
    const offsite = mkdtempSync(path.join(os.tmpdir(), "offsite-"));
    const command = `cp "$1" '${offsite}/' && test "$1" = "$BACKUP_FILE" && echo copied`;
    const t = await startTestServer({ backupDir: dir, backupCommand: command });
    try {
      const owner = (await memberSession(t, "owner.cmd@agency.example", "owner")).headers;
      const made = await json<{ name: string; bytes: number; copying: boolean }>(await t.call("/staff/backups", { method: "POST", headers: owner }));
      expect(made.copying).toBe(true);
      const health = await healthAfterCopy(t, owner, made.name);
      expect(health.copy).toMatchObject({ ok: true, exit_code: 0, reason: null });
      expect(statSync(path.join(offsite, made.name)).size).toBe(made.bytes);
      expect(await backupCommandStatus(dir)).toMatchObject({ failed: false, exitCode: 0, lastRunAt: expect.any(Date) });
    } finally {
      await t.close();
    }
  });

  it("failing (exit 3) leaves the backup, and the failure is what the health line and the metrics read", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "backup-fail-"));
    const t = await startTestServer({ backupDir: dir, backupCommand: "echo 'remote: access denied' >&2; exit 3" });
    try {
      const owner = (await memberSession(t, "owner.fail@agency.example", "owner")).headers;
      const made = await json<{ name: string }>(await t.call("/staff/backups", { method: "POST", headers: owner }));
      const health = await healthAfterCopy(t, owner, made.name);
      expect(health.copy).toMatchObject({ ok: false, exit_code: 3, reason: "exit 3" });
      // The command's output goes to the log, not to the console.
      expect(JSON.stringify(health)).not.toContain("access denied");
      expect(existsSync(path.join(dir, made.name))).toBe(true);
      expect(await backupCommandStatus(dir)).toMatchObject({ failed: true, exitCode: 3 });

      // The host's command waits for it and says so.
      const byAdmin = await t.call("/admin/data/backup", { method: "POST", headers: adminHeaders });
      expect(byAdmin.status).toBe(201);
      expect(await json(byAdmin)).toMatchObject({ file: expect.stringContaining(dir), copy: { ok: false, exit_code: 3, reason: "exit 3" } });
    } finally {
      await t.close();
    }
  });

  it("is stopped at its timeout, with what it started", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "backup-slow-"));
    const marker = path.join(mkdtempSync(path.join(os.tmpdir(), "slow-")), "finished");
    const { db, close } = await openDatabase({ dataDir: "memory://" });
    try {
      const made = await backUpNow(db, { dir, secret: ARCHIVE_SECRET, command: { command: `sleep 1.5; touch '${marker}'`, timeoutMs: 300 } });
      expect(await made.copy).toMatchObject({ ok: false, exitCode: null, reason: "timed out after 0.3 s" });
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      expect(existsSync(marker)).toBe(false);
    } finally {
      await close();
    }
  });

  it("runs after the daily backup too; one made on demand before 03:30 IST leaves that day's daily one to do", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "backup-daily-"));
    const offsite = mkdtempSync(path.join(os.tmpdir(), "offsite-daily-"));
    const command = { command: `cp "$BACKUP_FILE" '${offsite}/'` };
    const { db, close } = await openDatabase({ dataDir: "memory://" });
    try {
      // 02:00 and 04:00 in India on 27 November 2026.
      const early = await backUpNow(db, { dir, secret: ARCHIVE_SECRET, command, now: () => new Date("2026-11-26T20:30:00Z") });
      expect(path.basename(early.file)).toBe("site-backup-2026-11-27-020000.tar.gz");
      await early.copy;
      const daily = await backUpIfDue(db, { dir, secret: ARCHIVE_SECRET, command, now: () => new Date("2026-11-26T22:30:00Z") });
      expect(daily).toMatchObject({ made: true, file: path.join(dir, "site-backup-2026-11-27.tar.gz") });
      expect((await (daily.made ? daily.copy : null))?.ok).toBe(true);
      expect(readdirSync(offsite).sort()).toEqual(["site-backup-2026-11-27-020000.tar.gz", "site-backup-2026-11-27.tar.gz"]);
      // The day keeps its newest archive.
      expect(archives(dir)).toEqual(["site-backup-2026-11-27.tar.gz"]);
      // One made after the quiet hour is the day's backup: no second daily one.
      await backUpNow(db, { dir, secret: ARCHIVE_SECRET, now: () => new Date("2026-11-27T23:00:00Z") });
      expect(await backUpIfDue(db, { dir, secret: ARCHIVE_SECRET, now: () => new Date("2026-11-27T23:30:00Z") })).toEqual({ made: false, reason: "claimed elsewhere" });
    } finally {
      await close();
    }
  });
});
