import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";

/** Each form has its own allowance, so a burst on one never blocks another. */
export type FormFamily = "quote" | "contact" | "career" | "comment";

/** A person sends a form a few times at most; a script sends it hundreds. */
export const FORM_RATE_LIMIT = {
  points: 10,
  durationSeconds: 10 * 60,
} as const;

const limiters = new Map<FormFamily, RateLimiterMemory>();

function limiterFor(family: FormFamily): RateLimiterMemory {
  let limiter = limiters.get(family);
  if (!limiter) {
    limiter = new RateLimiterMemory({
      keyPrefix: `form-${family}`,
      points: FORM_RATE_LIMIT.points,
      duration: FORM_RATE_LIMIT.durationSeconds,
    });
    limiters.set(family, limiter);
  }
  return limiter;
}

/** Counts one post; returns the seconds to wait when the address is over its allowance. */
export async function consumeFormPost(family: FormFamily, clientIp: string): Promise<number | null> {
  try {
    await limiterFor(family).consume(clientIp || "unknown");
    return null;
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
    throw rejection;
  }
}

/** Tests start each case with a fresh allowance. */
export function resetFormRateLimits() {
  limiters.clear();
}
