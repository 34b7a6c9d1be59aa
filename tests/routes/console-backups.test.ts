import { HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { action as download, loader as openLink } from "~/routes/console_.backups.$name";
import { loader as consoleFrame } from "~/routes/console";
import { action as backUpNow, loader as backupsPage } from "~/routes/console.backups";
import { staffBackups } from "../mocks/api/backups";
import { failure } from "../mocks/api/stub";
import { staffComments } from "../mocks/api/comments";
import { staffLeads } from "../mocks/api/leads";
import { apiStaff, staffMe } from "../mocks/api/staff";
import { sessionCookie, signedInGet, signedInPost } from "../support/console";
import { callAction, callLoader, callResource, postRequest } from "../support/route";

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

  it("offers the newest archive to download, or the one chosen, with why the last try was refused", async () => {
    const files = [
      { name: "site-backup-2026-11-27.tar.gz", bytes: 2_400_000, created_at: "2026-11-26T22:31:00Z" },
      { name: "site-backup-2026-11-26.tar.gz", bytes: 2_300_000, created_at: "2026-11-25T22:31:00Z" },
    ];
    staffBackups.list({ last: null, files });
    const newest = await callLoader<{ chosen: string; error: string | null }>(backupsPage, await signedInGet("/console/backups"));
    expect(newest.data).toMatchObject({ chosen: "site-backup-2026-11-27.tar.gz", error: null });
    staffBackups.list({ last: null, files });
    const chosen = await callLoader<{ chosen: string; error: string | null }>(backupsPage, await signedInGet("/console/backups?name=site-backup-2026-11-26.tar.gz&error=password"));
    expect(chosen.data).toMatchObject({ chosen: "site-backup-2026-11-26.tar.gz", error: "That password is not right: type the one you sign in with." });
  });

  it("downloads an archive only for the password, streamed, never sniffed; a wrong one goes back to the page saying so", async () => {
    const name = "site-backup-2026-11-27.tar.gz";
    const asked = staffBackups.download(
      name,
      new HttpResponse("archive bytes", { headers: { "Content-Type": "application/gzip", "Content-Disposition": `attachment; filename="${name}"` } }),
    );
    const file = await callResource(download, await signedInPost(`/console/backups/${name}`, { password: "correct horse" }), { name });
    expect(file.status).toBe(200);
    expect(await file.response!.text()).toBe("archive bytes");
    expect(file).toHaveHeader("X-Content-Type-Options", "nosniff");
    expect(asked.last()?.body).toEqual({ password: "correct horse" });

    const empty = await callResource(download, await signedInPost(`/console/backups/${name}`, { password: "" }), { name });
    expect(empty).toRedirectTo(`/console/backups?name=${name}&error=missing#download`, 303);

    staffBackups.download(name, failure(400, "Password is incorrect", { password: ["Password is incorrect"] }));
    const wrong = await callResource(download, await signedInPost(`/console/backups/${name}`, { password: "guess" }), { name });
    expect(wrong).toRedirectTo(`/console/backups?name=${name}&error=password#download`, 303);

    staffBackups.download(name, failure(429, "Too many attempts. Please wait a few minutes and try again."));
    const waiting = await callResource(download, await signedInPost(`/console/backups/${name}`, { password: "guess" }), { name });
    expect(waiting).toRedirectTo(`/console/backups?name=${name}&error=wait#download`, 303);

    staffBackups.download("gone.tar.gz", failure(404, "Backup not found"));
    const missing = await callResource(download, await signedInPost("/console/backups/gone.tar.gz", { password: "correct horse" }), { name: "gone.tar.gz" });
    expect(missing.status).toBe(404);
  });

  it("answers an old download link with the page that asks for the password, and 403 to a role without backups", async () => {
    const name = "site-backup-2026-11-27.tar.gz";
    staffBackups.list({ last: null, files: [] });
    expect(await callResource(openLink, await signedInGet(`/console/backups/${name}`), { name })).toRedirectTo(`/console/backups?name=${name}#download`, 303);

    staffBackups.list(failure(403, "Your roles do not allow this: it needs Owner (see and download the automatic backups)"));
    expect((await callResource(openLink, await signedInGet(`/console/backups/${name}`), { name })).status).toBe(403);
    staffBackups.download(name, failure(403, "Your roles do not allow this: it needs Owner (see and download the automatic backups)"));
    expect((await callResource(download, await signedInPost(`/console/backups/${name}`, { password: "x" }), { name })).status).toBe(403);
  });
});

describe("Back up now", () => {
  it("makes a backup and goes back to the page naming it (a reload makes no second one)", async () => {
    const name = "site-backup-2026-11-27-101500.tar.gz";
    const asked = staffBackups.create({ name, bytes: 2_400_000, copying: false });
    const answer = await callAction(backUpNow, await signedInPost("/console/backups", {}));
    expect(answer).toRedirectTo(`/console/backups?made=${name}`, 303);
    expect(asked.last()?.headers.get("Authorization")).toMatch(/^Bearer /);

    staffBackups.list({ last: null, files: [{ name, bytes: 2_400_000, created_at: "2026-11-27T04:45:00Z" }] });
    const page = await callLoader<{ made: { name: string } | null }>(backupsPage, await signedInGet(`/console/backups?made=${name}`));
    expect(page.data.made).toMatchObject({ name, bytes: 2_400_000 });
    // A name that is not a kept archive says nothing.
    staffBackups.list({ last: null, files: [] });
    expect((await callLoader<{ made: unknown }>(backupsPage, await signedInGet("/console/backups?made=other.tar.gz"))).data.made).toBeNull();
  });

  it("says a backup is already running with the API's 409, and refuses other roles with 403", async () => {
    staffBackups.create(failure(409, "A backup is already running."));
    const busy = await callAction(backUpNow, await signedInPost("/console/backups", {}));
    expect(busy.status).toBe(409);
    expect(busy.data).toEqual({ backupError: "A backup is already running." });

    staffBackups.create(failure(403, "Your roles do not allow this: it needs Owner (make a backup now)"));
    expect((await callAction(backUpNow, await signedInPost("/console/backups", {}))).status).toBe(403);
  });

  it("refuses a post from another site", async () => {
    const asked = staffBackups.create({ name: "site-backup-2026-11-27-101500.tar.gz", bytes: 1, copying: false });
    const request = postRequest("/console/backups", {}, { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site", Cookie: await sessionCookie() });
    expect((await callAction(backUpNow, request)).status).toBe(403);
    expect(asked.last()).toBeUndefined();
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

  it("warns when BACKUP_COMMAND did not copy the last backup off the machine", async () => {
    staffMe(apiStaff({ role: "owner" }));
    staffLeads.counts(0);
    staffComments.counts(0);
    const recent = new Date(Date.now() - 3_600_000).toISOString();
    const copy = { ok: false, at: "2026-11-26T22:35:00Z", exit_code: 1, reason: "exit 1", file: "site-backup-2026-11-27.tar.gz" };
    staffBackups.health({ enabled: true, last: { day: "2026-11-27", finished_at: recent, bytes: 2_400_000 }, failed: null, copy });
    expect((await frame()).backupHealth).toMatchObject({
      text: expect.stringMatching(/^The last backup was not copied off the machine: BACKUP_COMMAND failed \(exit 1 at 27 Nov 2026, 04:05 IST\)\. Last backup: /),
      warning: true,
    });
    staffBackups.health({ enabled: true, last: { day: "2026-11-27", finished_at: recent, bytes: 2_400_000 }, failed: null, copy: { ...copy, ok: true, exit_code: 0, reason: null } });
    expect((await frame()).backupHealth).toMatchObject({ warning: false });
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
