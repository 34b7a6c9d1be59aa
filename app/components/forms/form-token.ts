import { useSyncExternalStore } from "react";

/**
 * The honeypot timestamp the last accepted submission came back with. One timestamp backs one
 * submission per email address, and a page from the cache may keep handing this browser the one
 * it already sent: the page's next post sends this one instead. Set only in the browser.
 */
let latest: string | undefined;
const listeners = new Set<() => void>();

export function rememberFormToken(token: string): void {
  latest = token;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The timestamp to send in place of the page's, once a submission from this page was accepted. */
export function useFormToken(): string | undefined {
  return useSyncExternalStore(
    subscribe,
    () => latest,
    () => undefined,
  );
}
