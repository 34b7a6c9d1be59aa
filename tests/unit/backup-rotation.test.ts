import { describe, expect, it } from "vitest";
import { backupName, backupNameAt, backupsToDelete, istDay, KEPT_AT_MOST_DAYS, parseBackupName } from "../../api/data/rotation";

function daily(from: string, count: number) {
  const start = new Date(`${from}T00:00:00Z`).getTime();
  return Array.from({ length: count }, (_, i) => parseBackupName(backupName(new Date(start + i * 86_400_000).toISOString().slice(0, 10)))!);
}

describe("backup rotation", () => {
  it("keeps the last 7 days and the newest of each of the 4 weeks before them", () => {
    // 1 Oct 2026 (Thursday) to 30 Nov 2026 (Monday): 61 daily backups.
    const all = daily("2026-10-01", 61);
    const deleted = new Set(backupsToDelete(all).map((b) => b.day));
    const kept = all.filter((b) => !deleted.has(b.day)).map((b) => b.day);
    expect(kept).toEqual([
      // the newest of four earlier weeks (weeks begin on Monday): Sundays
      "2026-11-01", "2026-11-08", "2026-11-15", "2026-11-22",
      // the last seven days
      "2026-11-24", "2026-11-25", "2026-11-26", "2026-11-27", "2026-11-28", "2026-11-29", "2026-11-30",
    ]);
  });

  it(`deletes every archive by the ${KEPT_AT_MOST_DAYS}th day after it was written, whichever weekday the backups began on`, () => {
    let longest = 0;
    for (let weekday = 0; weekday < 7; weekday += 1) {
      let folder: ReturnType<typeof daily> = [];
      const days = daily(`2026-01-0${weekday + 1}`, 120);
      days.forEach((backup, written) => {
        folder.push(backup);
        const doomed = new Set(backupsToDelete(folder).map((b) => b.name));
        for (const gone of folder.filter((b) => doomed.has(b.name))) longest = Math.max(longest, written - days.indexOf(gone));
        folder = folder.filter((b) => !doomed.has(b.name));
      });
    }
    expect(longest).toBe(KEPT_AT_MOST_DAYS);
  });

  it("deletes nothing while there are fewer backups than it keeps", () => {
    expect(backupsToDelete(daily("2026-11-01", 5))).toEqual([]);
  });

  it("keeps weekly backups across a gap when the site was down for days", () => {
    const all = [...daily("2026-09-01", 3), ...daily("2026-11-20", 7)];
    expect(backupsToDelete(all).map((b) => b.day)).toEqual(["2026-09-02", "2026-09-01"]);
  });

  it("leaves other files in the folder alone and reads the day in India's time", () => {
    expect(parseBackupName("notes.txt")).toBeNull();
    expect(parseBackupName("site-backup-2026-11-27.tar.gz.partial")).toBeNull();
    // 22:30 UTC is 04:00 the next day in India.
    expect(istDay(new Date("2026-11-26T22:30:00Z"))).toBe("2026-11-27");
  });

  it("names a backup made on demand by its India time, and keeps a day's newest by when it was written", () => {
    const made = backupNameAt(new Date("2026-11-26T20:30:05Z"));
    expect(made).toBe("site-backup-2026-11-27-020005.tar.gz");
    expect(parseBackupName(made)).toEqual({ name: made, day: "2026-11-27" });
    expect(parseBackupName("site-backup-2026-11-27-0200.tar.gz")).toBeNull();
    const early = { ...parseBackupName(made)!, at: Date.parse("2026-11-26T20:30:05Z") };
    const daily = { ...parseBackupName(backupName("2026-11-27"))!, at: Date.parse("2026-11-26T22:31:00Z") };
    const late = { ...parseBackupName("site-backup-2026-11-27-180000.tar.gz")!, at: Date.parse("2026-11-27T12:30:00Z") };
    expect(backupsToDelete([early, daily]).map((b) => b.name)).toEqual([made]);
    expect(backupsToDelete([early, daily, late]).map((b) => b.name).sort()).toEqual([daily.name, made].sort());
  });
});
