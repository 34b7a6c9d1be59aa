import { describe, expect, it } from "vitest";
import { scrapeReading } from "../../../server/metrics/scrape-read";

describe("a reading taken at scrape time", () => {
  it("answers without the figures when the database takes too long, and asks it once while it is busy", async () => {
    let asked = 0;
    let finish: (value: number) => void = () => {};
    const read = scrapeReading(() => {
      asked += 1;
      return new Promise<number>((resolve) => (finish = resolve));
    }, 50);
    const started = Date.now();
    expect(await read()).toBeUndefined();
    expect(await read()).toBeUndefined();
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(asked).toBe(1);
    finish(7);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await read()).toBeUndefined();
    expect(asked).toBe(2);
  });

  it("gives the figures when they come in time, and undefined when the read fails", async () => {
    expect(await scrapeReading(async () => 3)()).toBe(3);
    expect(await scrapeReading(() => Promise.reject(new Error("connection refused")))()).toBeUndefined();
  });
});
