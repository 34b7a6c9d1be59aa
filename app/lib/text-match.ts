/**
 * The one way the site matches a query against text: the blog list, its suggestions, the
 * page index and the site search all use it. It runs in the browser too (suggestions), so it
 * stays tiny and depends on nothing.
 */

/** The query's words, lower-cased; none for a blank query. */
export function queryWords(query: string): string[] {
  return query.toLowerCase().split(/\s+/).filter(Boolean);
}

/** How many of the words occur in any of the texts, ignoring case. */
export function wordsFound(words: readonly string[], texts: readonly string[]): number {
  // Words hold no whitespace, so joining on a newline cannot make a match across two texts.
  const haystack = texts.join("\n").toLowerCase();
  return words.filter((word) => haystack.includes(word)).length;
}

/** Whether every word occurs in one of the texts, ignoring case; an empty query matches all. */
export function matchesEveryWord(words: readonly string[], texts: readonly string[]): boolean {
  return wordsFound(words, texts) === words.length;
}
