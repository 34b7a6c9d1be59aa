/** A blog post as the site shows it (spec section 3). Safe to send to the browser. */
export interface Post {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  cover: string;
  alt: string;
  author: string;
  /** ISO date (YYYY-MM-DD) of publication. */
  date: string;
  tags: string[];
  likes_count: number;
  comments_count: number;
  is_published: boolean;
}

export const DEFAULT_COVER = "/images/blog/default-cover.svg";
export const DEFAULT_AUTHOR = "Unknown";
export const DEFAULT_TAG = "Article";
export const STORED_EXCERPT_LENGTH = 200;

/** British English short month names, as `Intl` writes them for "en-GB" today ("Sept"). */
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sept", "Oct", "Nov", "Dec"];

/**
 * "12 Nov 2026", the same on server and browser whatever their time zones. Written out rather
 * than by `Intl.DateTimeFormat`: its first use in a page costs a phone tens of milliseconds of
 * hydration, and browsers' locale data differ ("Sep" or "Sept"), which would not match the server's.
 */
export function formatPostDate(isoDate: string): string {
  if (!isoDate) return "";
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return "";
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

const ELLIPSIS = "...";
/** Punctuation that reads badly right before an ellipsis ("growth,..."). */
const TRAILING_PUNCTUATION = /[\s,;:.!?\-–—(]+$/u;

/**
 * At most `length` characters of text, cut at the last word boundary and followed by an
 * ellipsis when it was longer (the spec's 160 and 150). A single word longer than that is cut
 * where it must be, rather than leaving nothing.
 */
export function truncate(text: string, length: number): string {
  if (text.length <= length) return text;
  // The character after the limit says whether the limit itself falls between two words.
  const head = text.slice(0, length + 1);
  const lastSpace = head.search(/\s\S*$/u);
  const cut = lastSpace > 0 ? head.slice(0, lastSpace) : text.slice(0, length);
  return `${cut.replace(TRAILING_PUNCTUATION, "") || cut}${ELLIPSIS}`;
}
