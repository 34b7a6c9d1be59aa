/** Request headers the site's server sends the API (docs/api.md, Who may call). */

/** The site server's key: its reads skip the API's per-address read limit. */
export const SITE_KEY_HEADER = "X-Site-Key";
/** The visitor's id from the site's cookie; likes hang off it. */
export const VISITOR_HEADER = "X-Visitor-Id";
/**
 * With the site's key only: the id of the browser's device cookie, which the site checked was
 * signed for the account being signed in to. That browser signed in to it before, so the API
 * counts its sign-ins on their own, past the account's ceiling (docs/security.md).
 */
export const KNOWN_DEVICE_HEADER = "X-Known-Device";
/** Proves the sender wrote the comment it edits or deletes. */
export const OWNER_TOKEN_HEADER = "X-Owner-Token";
