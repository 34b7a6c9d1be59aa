import { mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import parsePrometheus from "parse-prometheus-text-format";
import { Registry } from "prom-client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { runBackupCommand } from "../../../api/data/backup-command";
import { registerBackupMetrics } from "../../../server/metrics/backups";

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

async function scrape(registry: Registry): Promise<Record<string, number>> {
  const families = parsePrometheus(await registry.metrics());
  const number = (value: string | undefined) => (value === "+Inf" ? Infinity : Number(value));
  return Object.fromEntries(families.map((family) => [family.name, number(family.metrics[0]?.value)]));
}

describe("the backup metrics", () => {
  it("tell the age and size of the newest archive, and whether BACKUP_COMMAND's last copy failed", async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), "metrics-backups-"));
    const registry = new Registry();
    const written = Date.parse("2026-12-07T22:00:00Z");
    registerBackupMetrics(registry, dir, () => written + 90_000);

    const before = await scrape(registry);
    expect(before.agency_backup_last_age_seconds).toBe(Infinity);
    expect(before.agency_backup_command_failed).toBe(0);
    expect(before.agency_backup_command_last_run_timestamp_seconds).toBe(0);

    const file = path.join(dir, "site-backup-2026-12-07.tar.gz");
    writeFileSync(file, "x".repeat(1234));
    utimesSync(file, written / 1000, written / 1000);

    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    await runBackupCommand(file, { command: 'test -f "$BACKUP_FILE" && exit 3' });
    expect(logged).toHaveBeenCalledWith(expect.stringContaining("BACKUP_COMMAND failed"));
    logged.mockRestore();
    const failed = await scrape(registry);
    expect(failed.agency_backup_last_size_bytes).toBe(1234);
    expect(failed.agency_backup_last_age_seconds).toBeCloseTo(90, 0);
    expect(failed.agency_backup_command_failed).toBe(1);
    expect(failed.agency_backup_command_last_run_timestamp_seconds).toBeGreaterThan(written / 1000);

    await runBackupCommand(file, { command: 'cp "$1" "$1.copy"' });
    expect((await scrape(registry)).agency_backup_command_failed).toBe(0);
  });
});
