/** How long a scrape waits for a database's figures before it answers without them. */
export const READ_WITHIN_MS = 2_000;

/**
 * A reading taken at scrape time, shared by the gauges that show it: one query for all of them,
 * never more than one at a time (a slow database gets no pile of queries), and undefined when it
 * fails or takes longer than `withinMs`, so the scrape still answers.
 */
export function scrapeReading<T>(read: () => Promise<T>, withinMs = READ_WITHIN_MS): () => Promise<T | undefined> {
  let inFlight: Promise<T> | undefined;
  return () => {
    inFlight ??= read().finally(() => (inFlight = undefined));
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), withinMs);
      timer.unref();
    });
    return Promise.race([inFlight.catch(() => undefined), late]).finally(() => clearTimeout(timer));
  };
}
