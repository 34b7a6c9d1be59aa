import { HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { loader as download } from "~/routes/console_.backups.$name";
import { loader as backupsPage } from "~/routes/console.backups";
import { staffBackups } from "../mocks/api/backups";
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
