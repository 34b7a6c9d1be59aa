/**
 * Every module-level cache of what the API answered registers how to empty it here, so that loader
 * tests start each case from a cold site (tests/setup/caches.ts) without knowing which caches exist.
 */
const resets = new Set<() => void>();

export function registerCacheReset(reset: () => void): void {
  resets.add(reset);
}

/** Empties every in-process cache loaded so far, as a restart would. */
export function resetCachesForTests(): void {
  for (const reset of resets) reset();
}
