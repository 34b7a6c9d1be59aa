/**
 * The retry schedule every durable queue shares (the outbox, the mail, the webhooks): the first
 * retry after 5 s, then twice as long each time, never more than 10 min apart.
 */
export const RETRY_FIRST_MS = 5_000;
export const RETRY_MAX_MS = 10 * 60_000;

/** Delay before the next try, given how many tries have been made so far (1 or more). */
export function retryDelayMs(attempts: number): number {
  return Math.min(RETRY_FIRST_MS * 2 ** Math.max(0, attempts - 1), RETRY_MAX_MS);
}
