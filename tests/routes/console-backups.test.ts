import { HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { loader as download } from "~/routes/console_.backups.$name";
import { loader as consoleFrame } from "~/routes/console";
import { loader as backupsPage } from "~/routes/console.backups";
import { staffBackups } from "../mocks/api/backups";
import { staffComments } from "../mocks/api/comments";
import { staffLeads } from "../mocks/api/leads";
import { apiStaff, staffMe } from "../mocks/api/staff";
import { signedInGet } from "../support/console";
import { callLoader, callResource } from "../support/route";

describe("the backups page", () => {
  it("says when the last backup was made and how big it was, and lists the archives kept", async () => {
    const listed = staffBackups.list({
      last: { day: "2026-11-27", finished_at: "2026-11-26T22:31:00Z", bytes: 2_400_000 },
      files: [{ name: "site-backup-2026-11-27.tar.gz", bytes: 2_400_000, created_at: "2026-11-26T22:31:00Z" }],
    });
    const answer = await callLoader<{ last: { bytes: number }; files: unknown[] }>(backupsPage, await signedInGet("/console/backups"));
    expect(answer.status).toBe(200);
    expect(answer.data.files).toHaveLength(1);
    expect(answer).toHaveHeader("Cache-Control", "private, no-store");
    expect(listed.last()?.headers.get("Authorization")).toMatch(/^Bearer /);
  });

  it("streams one archive as a download, never sniffed, and answers 404 for one the API does not have", async () => {
    staffBackups.download(
      "site-backup-2026-11-27.tar.gz",
      new HttpResponse("archive bytes", {
        headers: { "Content-Type": "application/gzip", "Content-Disposition": 'attachment; filename="site-backup-2026-11-27.tar.gz"' },
      }),
    );
    const file = await callResource(download, await signedInGet("/console/backups/site-backup-2026-11-27.tar.gz"), { name: "site-backup-2026-11-27.tar.gz" });
    expect(file.status).toBe(200);
    expect(await file.response!.text()).toBe("archive bytes");
    expect(file).toHaveHeader("X-Content-Type-Options", "nosniff");

    staffBackups.download("gone.tar.gz", HttpResponse.json({ message: "Backup not found" }, { status: 404 }));
    const missing = await callResource(download, await signedInGet("/console/backups/gone.tar.gz"), { name: "gone.tar.gz" });
    expect(missing.status).toBe(404);
  });
});

describe("the console's health line", () => {
  const frame = async () => (await callLoader<{ backupHealth: { text: string; warning: boolean } | null }>(consoleFrame, await signedInGet("/console"))).data;

  it("tells owners when the last backup was made and how big it was, and warns when it failed or is older than 26 hours", async () => {
    staffMe(apiStaff({ role: "owner" }));
    staffLeads.counts(2);
    staffComments.counts(0);
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
    const health = staffBackups.health({ enabled: true, last: { day: "2026-11-27", finished_at: hoursAgo(5), bytes: 2_400_000 }, failed: null });
    const fresh = await frame();
    expect(fresh.backupHealth).toEqual({ text: expect.stringMatching(/^Last backup: \d+ \w{3} \d{4}, \d\d:\d\d IST, 2\.3 MB\.$/), warning: false });
    expect(health.last()?.headers.get("Authorization")).toMatch(/^Bearer /);

    staffBackups.health({ enabled: true, last: { day: "2026-11-25", finished_at: hoursAgo(27), bytes: 2_400_000 }, failed: null });
    expect((await frame()).backupHealth).toMatchObject({ text: expect.stringMatching(/It is more than a day old\.$/), warning: true });

    staffBackups.health({ enabled: true, last: { day: "2026-11-26", finished_at: hoursAgo(20), bytes: 2_400_000 }, failed: { day: "2026-11-27", error: "ENOSPC: no space left on device" } });
    expect((await frame()).backupHealth).toMatchObject({
      text: expect.stringMatching(/^The backup of 2026-11-27 failed: ENOSPC: no space left on device\. Last backup: /),
      warning: true,
    });
  });

  it("is not shown, nor asked for, to staff who cannot see the backups", async () => {
    staffMe(apiStaff({ role: "staff" }));
    staffLeads.counts(0);
    staffComments.counts(0);
    const health = staffBackups.health({ enabled: true, last: null, failed: null });
    expect((await frame()).backupHealth).toBeNull();
    expect(health.last()).toBeUndefined();
  });
});
