import { formRenderedAt, isSpam } from "../honeypot.server";
import type { FormSignals } from "./upstream.server";

/**
 * What the form tells of a bot, for the API's spam check: the honeypot (filled in, or its
 * timestamp missing or tampered with: every page's form carries one, and a post without one could
 * never be held to it once) and the time from render to post. A hit is not refused: the lead
 * arrives as spam, the visitor sees the usual success, and staff can still find it.
 */
export function formSignals(formData: FormData, now = Date.now()): FormSignals {
  const rendered = formRenderedAt(formData);
  return {
    honeypot: isSpam(formData) || rendered === null,
    ...(rendered === null ? {} : { elapsed_ms: Math.max(0, now - rendered) }),
  };
}
