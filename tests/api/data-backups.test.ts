import { mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { backUpIfDue, lastBackup, rotate } from "../../api/data/backups";
import { openDatabase } from "../../api/db/client";
import { backupName } from "../../api/data/rotation";
import { ARCHIVE_SECRET } from "./data/engines";
import { adminHeaders, json, startTestServer } from "./helpers";
import { PASSWORD, memberSession } from "./staff-helpers";

vi.setConfig({ testTimeout: 180_000 });

// 04:00 in India on 27 November 2026, after the quiet hour; 03:00 is before it.
const AFTER = () => new Date("2026-11-26T22:30:00Z");
const BEFORE = () => new Date("2026-11-26T21:30:00Z");

describe("automatic backups", () => {
  it("waits for the quiet hour, then writes the day's archive once and reports it", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "backups-"));
    const { db, close } = await openDatabase({ dataDir: "memory://" });
    try {
      expect(await backUpIfDue(db, { dir, now: BEFORE, secret: ARCHIVE_SECRET })).toEqual({ made: false, reason: "not yet" });
      const first = await backUpIfDue(db, { dir, now: AFTER, secret: ARCHIVE_SECRET });
      expect(first).toMatchObject({ made: true, file: path.join(dir, "site-backup-2026-11-27.tar.gz") });
      expect(await backUpIfDue(db, { dir, now: AFTER, secret: ARCHIVE_SECRET })).toEqual({ made: false, reason: "claimed elsewhere" });
      expect(readdirSync(dir)).toEqual(["site-backup-2026-11-27.tar.gz"]);
      expect(await lastBackup(db)).toMatchObject({ day: "2026-11-27", bytes: first.made ? first.bytes : -1 });
    } finally {
      await close();
    }
  });

  it("keeps 7 daily and 4 weekly archives in the folder, and leaves other files alone", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "rotation-"));
    const start = new Date("2026-10-01T00:00:00Z").getTime();
    for (let i = 0; i < 61; i += 1) writeFileSync(path.join(dir, backupName(new Date(start + i * 86_400_000).toISOString().slice(0, 10))), "x");
    writeFileSync(path.join(dir, "README.txt"), "mine");
    await rotate(dir);
    expect(readdirSync(dir).filter((name) => name.startsWith("site-backup-"))).toHaveLength(11);
    expect(readdirSync(dir)).toContain("README.txt");
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("two instances on one PostgreSQL", () => {
  it("write one backup a day between them", async () => {
    const { postgresEngine } = await import("./data/engines");
    const engine = await postgresEngine(process.env.TEST_DATABASE_URL!);
    const [one, two] = await Promise.all([openDatabase({ databaseUrl: engine.databaseUrl }), openDatabase({ databaseUrl: engine.databaseUrl })]);
    const dirs = [mkdtempSync(path.join(os.tmpdir(), "one-")), mkdtempSync(path.join(os.tmpdir(), "two-"))];
    try {
      // 50 looks at once, alternating between the two instances: exactly one claim wins.
      const outcomes = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          i % 2 ? backUpIfDue(two.db, { dir: dirs[1], now: AFTER, instance: "two", secret: ARCHIVE_SECRET }) : backUpIfDue(one.db, { dir: dirs[0], now: AFTER, instance: "one", secret: ARCHIVE_SECRET }),
        ),
      );
      expect(outcomes.filter((o) => o.made)).toHaveLength(1);
      expect(outcomes.filter((o) => !o.made && o.reason === "claimed elsewhere")).toHaveLength(49);
      expect(dirs.flatMap((dir) => readdirSync(dir))).toEqual(["site-backup-2026-11-27.tar.gz"]);
      const rows = await engine.sql.query<{ day: string; finished: boolean }>("select day, finished_at is not null as finished from data_backups");
      expect(rows).toEqual([{ day: "2026-11-27", finished: true }]);
    } finally {
      await Promise.all([one.close(), two.close()]);
      await engine.close();
    }
  });
});

describe("the backups, for owners in the console", () => {
  it("lists the archives kept, downloads one whole for the member's password again (logged), and finds nothing but a backup's own name", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "console-backups-"));
    writeFileSync(path.join(dir, "site-backup-2026-11-20.tar.gz"), "older archive");
    writeFileSync(path.join(dir, "site-backup-2026-11-26.tar.gz"), "newest archive");
    writeFileSync(path.join(dir, "notes.txt"), "not a backup");
    const t = await startTestServer({ backupDir: dir }, { directSql: true });
    try {
      const owner = (await memberSession(t, "owner.backups@agency.example", "owner")).headers;
      const sales = (await memberSession(t, "sales.backups@agency.example", ["sales"])).headers;
      const listed = await t.call("/staff/backups", { headers: owner });
      expect(listed.headers.get("cache-control")).toBe("private, no-store");
      const names = (await json<{ files: Array<{ name: string; bytes: number }> }>(listed)).files.map((file) => file.name);
      expect(names).toContain("site-backup-2026-11-26.tar.gz");
      expect(names.indexOf("site-backup-2026-11-26.tar.gz")).toBeLessThan(names.indexOf("site-backup-2026-11-20.tar.gz"));
      expect(names).not.toContain("notes.txt");

      // One click is not enough: a GET downloads nothing, nor a post without the password or with a wrong one.
      const url = "/staff/backups/site-backup-2026-11-26.tar.gz";
      expect((await t.call(url, { headers: owner })).status).toBe(404);
      const withoutPassword = await t.call(url, { method: "POST", headers: owner, json: {} });
      expect(withoutPassword.status).toBe(400);
      const wrong = await t.call(url, { method: "POST", headers: owner, json: { password: "not the password" } });
      expect(wrong.status).toBe(400);
      expect(await json(wrong)).toMatchObject({ message: "Password is incorrect", errors: [{ field: "password", message: "Password is incorrect" }] });
      const asAdmin = await t.call(url, { method: "POST", headers: adminHeaders, json: { password: PASSWORD } });
      expect(asAdmin.status).toBe(403);
      expect((await json(asAdmin)).message).toMatch(/npm run data:export/);
      expect((await t.call(url, { method: "POST", headers: sales, json: { password: PASSWORD } })).status).toBe(403);
      const auditOf = async () =>
        (await json<{ data: Array<{ action: string; actor: { name: string }; summary: string; at: string }> }>(await t.call("/staff/audit", { headers: owner }))).data;
      expect((await auditOf()).map((entry) => entry.action)).not.toContain("backup_downloaded");

      const before = Date.now();
      const download = await t.call(url, { method: "POST", headers: owner, json: { password: PASSWORD } });
      expect(download.status).toBe(200);
      expect(download.headers.get("content-disposition")).toBe('attachment; filename="site-backup-2026-11-26.tar.gz"');
      expect(await download.text()).toBe("newest archive");
      // Who, which backup, when.
      const logged = (await auditOf()).find((entry) => entry.action === "backup_downloaded");
      expect(logged).toMatchObject({ actor: { name: "owner.backups" }, summary: "Downloaded the backup site-backup-2026-11-26.tar.gz" });
      expect(new Date(logged!.at).getTime()).toBeGreaterThanOrEqual(before - 1_000);

      // The health line's answer: the last one made, then a newer day's attempt that failed.
      const healthOf = async () => json(await t.call("/staff/backup-health", { headers: owner }));
      expect(await healthOf()).toEqual({ enabled: true, last: null, failed: null, copy: null });
      await t.sql("insert into data_backups (day, instance, finished_at, bytes) values ('2026-11-26', 'one', '2026-11-25T22:31:00Z', 2400000)");
      expect(await healthOf()).toEqual({ enabled: true, last: { day: "2026-11-26", finished_at: "2026-11-25T22:31:00.000Z", bytes: 2400000 }, failed: null, copy: null });
      await t.sql("insert into data_backups (day, instance, error) values ('2026-11-27', 'one', 'ENOSPC: no space left on device')");
      expect(await healthOf()).toMatchObject({ last: { day: "2026-11-26" }, failed: { day: "2026-11-27", error: "ENOSPC: no space left on device" } });
      expect((await t.call("/staff/backup-health", { headers: sales })).status).toBe(403);

      for (const name of ["notes.txt", "..%2F..%2Fetc%2Fpasswd", "site-backup-2026-01-01.tar.gz"]) {
        expect((await t.call(`/staff/backups/${name}`, { method: "POST", headers: owner, json: { password: PASSWORD } })).status, name).toBe(404);
      }
      expect((await t.call("/staff/backups", { headers: sales })).status).toBe(403);
    } finally {
      await t.close();
    }
  });
});

describe("a backup download's password", () => {
  it("is a secret like any other: wrong ones count against the address's allowance of 30", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "backup-password-"));
    writeFileSync(path.join(dir, "site-backup-2026-11-26.tar.gz"), "archive");
    const t = await startTestServer({ backupDir: dir, rateLimit: true });
    try {
      const owner = (await memberSession(t, "owner.limits@agency.example", "owner")).headers;
      const post = (password: string) => t.call("/staff/backups/site-backup-2026-11-26.tar.gz", { method: "POST", headers: owner, json: { password } });
      // One after another: each request's session token also holds an attempt while it is looked up.
      const statuses: number[] = [];
      for (let i = 0; i < 30; i += 1) statuses.push((await post(`wrong ${i}`)).status);
      expect(statuses).toEqual(Array(30).fill(400));
      const refused = await post(PASSWORD);
      expect(refused.status).toBe(429);
      expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    } finally {
      await t.close();
    }
  });
  it("holds its allowance when fifty guesses arrive at once", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "backup-password-"));
    writeFileSync(path.join(dir, "site-backup-2026-11-26.tar.gz"), "archive");
    const t = await startTestServer({ backupDir: dir, rateLimit: true });
    try {
      const owner = (await memberSession(t, "owner.burst@agency.example", "owner")).headers;
      const post = (password: string) => t.call("/staff/backups/site-backup-2026-11-26.tar.gz", { method: "POST", headers: owner, json: { password } });
      const statuses = await Promise.all(Array.from({ length: 50 }, (_, i) => post(`guess ${i}`).then((answer) => answer.status)));
      expect(statuses.filter((status) => status === 400).length).toBeLessThanOrEqual(30);
      expect(statuses.filter((status) => status !== 400 && status !== 429)).toEqual([]);
      expect((await post(PASSWORD)).status).toBe(429);
    } finally {
      await t.close();
    }
  });
});
