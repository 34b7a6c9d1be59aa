import type { Database } from "../db/client";
import type { ApiEvents } from "../events";
import { toBlogJson } from "./blog-json";
import { claimDueAnnouncements, nextPublishAt } from "./blogs";

/** The scheduler looks at least this often, and sooner when a post is due before then. */
export const SCHEDULER_CHECK_MS = 30_000;

/**
 * Announces scheduled posts whose time has come (blogUpserted, once per post across instances:
 * claimDueAnnouncements decides who). The timer does not keep the process alive; stop() clears it.
 */
export function startPostScheduler(db: Database, events: ApiEvents): { stop(): void; check(): Promise<void> } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const check = async () => {
    for (const row of await claimDueAnnouncements(db)) events.emit("blogUpserted", { blog: toBlogJson(row) });
  };

  const tick = async () => {
    let delay = SCHEDULER_CHECK_MS;
    try {
      await check();
      const next = await nextPublishAt(db);
      // A little after the time, so the database's clock agrees the post is due.
      if (next) delay = Math.min(delay, Math.max(0, next.getTime() - Date.now()) + 250);
    } catch (error) {
      if (!stopped) console.error("[api] announcing scheduled posts failed:", error);
    }
    if (stopped) return;
    timer = setTimeout(() => void tick(), delay);
    timer.unref();
  };

  void tick();
  return {
    check,
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
