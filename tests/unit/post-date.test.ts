import { describe, expect, it } from "vitest";
import { formatPostDate } from "~/lib/blog/post";

describe("a post's date", () => {
  it("reads as British English writes it, for every month", () => {
    for (let month = 0; month < 12; month += 1) {
      const iso = `2026-${String(month + 1).padStart(2, "0")}-09`;
      const expected = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }).format(
        new Date(`${iso}T00:00:00Z`),
      );
      expect(formatPostDate(iso)).toBe(expected);
    }
  });

  it("takes the calendar day of a full timestamp, whatever the time of day", () => {
    expect(formatPostDate("2026-11-30T23:59:59+05:30")).toBe("30 Nov 2026");
    expect(formatPostDate("2026-01-01T00:00:00Z")).toBe("1 Jan 2026");
  });

  it("is empty for a missing or unreadable date", () => {
    expect(formatPostDate("")).toBe("");
    expect(formatPostDate("not a date")).toBe("");
  });
});
