/**
 * Every number that bounds what a client may send or how often, in one place so the
 * agency can tune them without hunting through route files.
 */

import { MEDIA_MAX_BYTES, MEDIA_MAX_PIXELS } from "../contract/media-limits";

const MINUTE = 60_000;

export const RATE_LIMITS = {
  /** Public reads (blog list, posts, comments, countries, like status). */
  reads: { windowMs: MINUTE, limit: 600 },
  /** Enquiry and job application forms: a person rarely sends more than a couple. */
  forms: { windowMs: 10 * MINUTE, limit: 10 },
  /** Adding, editing and deleting comments. */
  comments: { windowMs: 10 * MINUTE, limit: 20 },
  /** Like toggles on posts and comments: a busy reader clicks a lot, a script clicks more. */
  likes: { windowMs: MINUTE, limit: 120 },
  /** Cookie choices recorded for the site: a visitor decides once, perhaps changes it later. */
  consents: { windowMs: 10 * MINUTE, limit: 60 },
  /** Failed admin authentications, so the bearer token cannot be guessed by brute force. */
  adminFailures: { windowMs: 10 * MINUTE, limit: 30 },
} as const;

/** JSON bodies: generous enough for a long blog post, small enough to refuse abuse early. */
export const JSON_BODY_LIMIT = "512kb";

export const RESUME = {
  maxBytes: 5 * 1024 * 1024,
  /** Text fields of the multipart form; the cover letter is the longest. */
  maxFieldBytes: 16 * 1024,
  maxFields: 20,
} as const;

export const TEXT_LIMITS = {
  personName: 100,
  email: 254,
  phone: 20,
  service: 120,
  enquiryMessage: 2000,
  position: 120,
  coverLetter: 5000,
  /** A source or campaign in the inbox filters (a host name is at most 253). */
  sourceFilter: 253,
  commentName: 80,
  commentContent: 2000,
  /** One word or phrase of the comment block list. */
  blockPhrase: 100,
  blogTitle: 200,
  blogSlug: 120,
  blogContent: 200_000,
  blogAltTag: 300,
  blogCoverImage: 500,
  blogTag: 40,
  blogTagCount: 10,
  blogExcerpt: 500,
  postSearch: 200,
  idempotencyKey: 100,
} as const;

export const PAGING = { defaultPerPage: 20, maxPerPage: 100 } as const;

/** How long a replayable answer for an Idempotency-Key is kept. */
export const IDEMPOTENCY_RETENTION_DAYS = 7;

/** Rooms a single socket may be in at once; a reader looks at one post at a time. */
export const MAX_ROOMS_PER_SOCKET = 20;

/** The comment list of a post answers with at most this many, newest first. */
export const MAX_COMMENTS_LISTED = 500;

/** Uploaded images (post and case-study covers). */
export const IMAGES = {
  maxBytes: 2 * 1024 * 1024,
  /** The form may carry a few stray text fields; none is used. */
  maxFields: 5,
  maxFieldBytes: 1024,
} as const;

/** Staff sign-in, sessions and one-time links. */
export const STAFF = {
  sessionDays: 30,
  /** A session's last_seen_at is written at most this often, not at every request. */
  lastSeenEveryMs: MINUTE,
  invitationHours: 24,
  passwordResetMinutes: 60,
  /**
   * Failed sign-ins (docs/security.md). An attempt is counted before its password is checked and
   * given back when it was right. The tight count is per account and address together, so guesses
   * from elsewhere never lock the owner out at their own address; the account's own ceiling is
   * high, for guesses spread over many addresses. A browser that signed in to the account before
   * (its device cookie) is counted on its own instead, so no stranger can lock it out.
   */
  signInFailures: {
    perAddress: { points: 10, durationSeconds: 15 * 60 },
    perAccountAtAddress: { points: 5, durationSeconds: 15 * 60 },
    perAccount: { points: 50, durationSeconds: 15 * 60 },
    perKnownDevice: { points: 5, durationSeconds: 15 * 60 },
  },
  /** Bad secrets per address: admin and session tokens, invitation and reset links, two-factor codes. */
  tokenFailures: { points: 30, durationSeconds: 10 * 60 },
  /** "Forgot password" requests, counted whether the account exists or not, so the answer tells nothing. */
  resetRequests: {
    perAddress: { points: 10, durationSeconds: 60 * 60 },
    perAccount: { points: 3, durationSeconds: 60 * 60 },
  },
  userAgent: 500,
} as const;

/** The console's lead inbox. */
export const LEADS = {
  defaultPerPage: 25,
  maxPerPage: 100,
  searchMax: 200,
  /** Default of createApi's leadsRetentionDays (the site's LEADS_RETENTION_DAYS). */
  retentionDays: 730,
  /** The agency works in India: date filters and the CSV file name use its calendar days. */
  utcOffset: "+05:30",
} as const;

/** The media library (docs/media.md): uploads, the variants made of them, and how many are made at once. */
export const MEDIA = {
  maxBytes: MEDIA_MAX_BYTES,
  /** A decompression bomb stops here, from its header; some kinds stop sooner (contract/media-limits.ts). */
  maxPixels: MEDIA_MAX_PIXELS,
  maxFields: 8,
  maxFieldBytes: 1024,
  altMax: 300,
  /** Variant widths; none wider than the original, and the original's own width when it is narrower than the last. */
  widths: [320, 640, 960, 1280, 1920],
  avifQuality: 50,
  webpQuality: 75,
  /** The widest AVIF of a picture with transparency (its alpha doubles what AVIF holds: docs/media.md, Memory). */
  avifTransparentMaxWidth: 1280,
  /** Pictures turned into variants at once (libvips threads, off the event loop) and waiting their turn; more answer 429. */
  concurrency: 1,
  maxWaiting: 6,
} as const;

/** Requests the server sends to addresses its users chose (webhooks; docs/security.md, Outbound requests). */
export const OUTBOUND = {
  /** From resolving the name to the answer's status line; the body is never read. */
  timeoutMs: 10_000,
} as const;

/**
 * What `npm run data:import` unpacks (docs/data.md, Import): each entry's declared size and the
 * manifest's sum are checked before a byte is written. Résumés (5 MB) and pictures (8 MB) sit in
 * table files as hex, so a large site's applications or media table runs to gigabytes.
 */
export const DATA_IMPORT = {
  manifestBytes: 64 * 1024 * 1024,
  entryBytes: 8 * 1024 ** 3,
  totalBytes: 16 * 1024 ** 3,
  entries: 100_000,
};
