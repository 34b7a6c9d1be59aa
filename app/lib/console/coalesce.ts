/**
 * Calls `run` once, `ms` after the last of a burst of triggers: several leads arriving together
 * (a bulk change, forms sent at once) become one reload of the console's data.
 */
export function coalesce(run: () => void, ms: number): { trigger(): void; cancel(): void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    trigger() {
      clearTimeout(timer);
      timer = setTimeout(run, ms);
    },
    cancel() {
      clearTimeout(timer);
    },
  };
}
