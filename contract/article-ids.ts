/**
 * An article's ids live in their own namespace: only headings carry one, always prefixed, so a post
 * can never take an id the page itself uses (DOM clobbering, or a label pointing at the wrong field).
 * In-page links (`#setup`) are rewritten the same way, so they still reach their heading.
 */
export const ARTICLE_ID_PREFIX = "article-";

/** Lowercase letters, digits, `_` and `-`: one spelling for an id and every link to it. */
const normalise = (raw: string) =>
  raw
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9_-]+/g, "-")
    .replace(/^-+|-+$/g, "");

/** A heading's id as the article keeps it; already prefixed stays as is (the policy runs twice). */
export function articleHeadingId(raw: string): string {
  const id = normalise(raw);
  if (!id) return "";
  return id.startsWith(ARTICLE_ID_PREFIX) ? id : `${ARTICLE_ID_PREFIX}${id}`;
}

/** `#Setup` → `#article-setup`; a bare `#` stays. */
export function articleAnchor(href: string): string {
  let fragment = href.slice(1);
  try {
    fragment = decodeURIComponent(fragment);
  } catch {
    // A malformed escape: normalised as written.
  }
  const id = articleHeadingId(fragment);
  return id ? `#${id}` : "#";
}

/** GitHub's heading anchors: `## Set up the API!` → `set-up-the-api`, repeats numbered `-1`, `-2`. */
export function headingSlugger() {
  const seen = new Map<string, number>();
  return (text: string) => {
    const base = text
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, "")
      .replace(/\s/g, "-");
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    return count ? `${base}-${count}` : base;
  };
}
