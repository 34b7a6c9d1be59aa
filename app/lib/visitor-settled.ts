/** Signs that the visitor is using the page: after the first, whatever waited may start. */
const ACTIVITY = ["pointermove", "pointerdown", "keydown", "wheel", "scroll", "touchstart"] as const;
/** Without any sign, start anyway this long after the page's scripts ran. */
const AT_THE_LATEST_MS = 3_000;

let settled: Promise<void> | null = null;

/**
 * Resolves once the first page has been used (or has been open a few seconds), so work that
 * no first paint or first interaction needs, such as opening the live-updates connection and
 * fetching its library, keeps out of the page's load. Later calls resolve at once.
 */
export function visitorSettled(): Promise<void> {
  settled ??= new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      for (const type of ACTIVITY) window.removeEventListener(type, done, { capture: true });
      resolve();
    };
    const timer = setTimeout(done, AT_THE_LATEST_MS);
    for (const type of ACTIVITY) window.addEventListener(type, done, { capture: true, passive: true });
  });
  return settled;
}
