import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Outbox } from "../../server/outbox/outbox";

/** A clock the tests move by hand, so retries fall due without waiting. */
export function manualClock(start = Date.now()) {
  let now = start;
  return {
    now: () => new Date(now),
    advance: (ms: number) => {
      now += ms;
    },
  };
}

export async function openTestOutbox(dir: string, clock = manualClock()) {
  return { outbox: await Outbox.open({ dataDir: dir }, clock.now), clock };
}

export function tempDir(): { dir: string; remove(): void } {
  const dir = mkdtempSync(path.join(os.tmpdir(), "forms-outbox-"));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

let lastAddress = 0;

/** A fresh visitor address, so each case starts with its own rate-limit allowance. */
export function newAddress(): string {
  lastAddress += 1;
  return `203.0.113.${lastAddress}`;
}
