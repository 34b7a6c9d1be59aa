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

/** "12 Nov 2026", the same on server and browser whatever their time zones. */
export function formatPostDate(isoDate: string): string {
  if (!isoDate) return "";
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return "";
  return new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }).format(date);
}

/** Cuts text at a length and adds an ellipsis when it was longer. */
export function truncate(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length).trimEnd()}...` : text;
}
