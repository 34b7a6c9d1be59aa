/**
 * What each spam signal adds to a lead's score, in one place so the agency can tune them. A lead
 * whose score reaches the threshold (a console setting, default below) arrives as "spam".
 */
export const SPAM_WEIGHTS = {
  /** The hidden field a person never sees was filled in, or its signed time was tampered with. */
  honeypot: 10,
  /** Sent sooner after the page loaded than a person can type a form. */
  tooFast: 5,
  /** Each link in the message; people rarely paste more than one. */
  perLink: 2,
  /** The most the links can add, however many there are. */
  linksMax: 6,
  /** An address from a throwaway mail service (the disposable-email-domains list). */
  disposableDomain: 5,
  /** The same message from the same email or address within a day. */
  repeated: 4,
} as const;

/** Faster than this after the page rendered is a script, not a person. */
export const TOO_FAST_MS = 3_000;

/** How far back "the same message again" looks. */
export const REPEAT_WINDOW_MS = 24 * 60 * 60_000;

export const DEFAULT_SPAM_THRESHOLD = 5;
