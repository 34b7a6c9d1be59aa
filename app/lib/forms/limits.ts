/** Bounds shared by the forms and their schemas, in line with what the API accepts. */
export const NAME_MIN = 2;
export const NAME_MAX = 100;
export const EMAIL_MAX = 254;
export const QUOTE_MESSAGE_MIN = 5;
export const CONTACT_MESSAGE_MIN = 10;
export const MESSAGE_MAX = 600;
export const COVER_MAX = 2000;
export const COMMENT_NAME_MAX = 80;
export const COMMENT_MAX = 2000;
export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
/** A form page's honeypot timestamp is taken for this long after the page was rendered; then the page must be reloaded. */
export const FORM_TOKEN_MAX_AGE_MS = 7 * 24 * 60 * 60_000;
