import { searchOf } from "../search-part";
import { matchesEveryWord, queryWords } from "../text-match";
import type { Post } from "./post";

export const POSTS_PER_PAGE = 6;
export type SortOrder = "newest" | "title";

export interface ListQuery {
  q: string;
  tag: string;
  sort: SortOrder;
  page: number;
}

/** Reads ?q=&tag=&sort=&page= leniently: anything odd falls back to the default. */
export function parseListQuery(params: URLSearchParams): ListQuery {
  const page = Number.parseInt(params.get("page") ?? "1", 10);
  return {
    q: (params.get("q") ?? "").trim().slice(0, 100),
    tag: (params.get("tag") ?? "").trim().slice(0, 60),
    sort: params.get("sort") === "title" ? "title" : "newest",
    page: Number.isFinite(page) && page > 0 ? page : 1,
  };
}

/** The query as URL parameters, leaving defaults out so links stay short. */
export function listQueryString(query: Partial<ListQuery>): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.tag) params.set("tag", query.tag);
  if (query.sort && query.sort !== "newest") params.set("sort", query.sort);
  if (query.page && query.page > 1) params.set("page", String(query.page));
  return searchOf(params);
}

type Searchable = Pick<Post, "slug" | "title" | "excerpt" | "author" | "tags">;

/** The spec's blog search: every word of the query in the title, excerpt, author or a tag. */
function matchesSearch(post: Searchable, words: readonly string[]): boolean {
  return matchesEveryWord(words, [post.title, post.excerpt, post.author, ...post.tags]);
}

export interface ListResult {
  posts: Post[];
  total: number;
  page: number;
  pageCount: number;
  /** 1-based positions for 'Showing X to Y of N posts'. */
  from: number;
  to: number;
}

export function listPosts(all: readonly Post[], query: ListQuery): ListResult {
  const tag = query.tag.toLowerCase();
  const words = queryWords(query.q);
  const filtered = all
    .filter((post) => !tag || post.tags.some((t) => t.toLowerCase() === tag))
    .filter((post) => matchesSearch(post, words));
  const sorted = [...filtered].sort((a, b) =>
    query.sort === "title" ? a.title.localeCompare(b.title, "en") : b.date.localeCompare(a.date) || Number(b.id) - Number(a.id),
  );
  const total = sorted.length;
  const pageCount = Math.max(1, Math.ceil(total / POSTS_PER_PAGE));
  const page = Math.min(query.page, pageCount);
  const start = (page - 1) * POSTS_PER_PAGE;
  const posts = sorted.slice(start, start + POSTS_PER_PAGE);
  return { posts, total, page, pageCount, from: total === 0 ? 0 : start + 1, to: start + posts.length };
}

/** First, last and current ±2 pages, with null where an ellipsis stands. */
export function pageNumbers(current: number, pageCount: number): (number | null)[] {
  const wanted = new Set([1, pageCount]);
  for (let page = current - 2; page <= current + 2; page++) if (page >= 1 && page <= pageCount) wanted.add(page);
  const sorted = [...wanted].sort((a, b) => a - b);
  const result: (number | null)[] = [];
  sorted.forEach((page, index) => {
    if (index > 0 && page - sorted[index - 1] > 1) result.push(null);
    result.push(page);
  });
  return result;
}

/** Every tag in use, most used first, for the tag filter and the sidebar. */
export function allTags(posts: readonly Pick<Post, "tags">[]): string[] {
  const counts = new Map<string, number>();
  for (const post of posts) for (const tag of post.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([tag]) => tag);
}

export const MAX_SUGGESTIONS = 6;

export type Suggestion =
  | { kind: "post"; label: string; meta: string; slug: string }
  | { kind: "tag"; label: string; meta: "Filter by tag"; tag: string };

/** Up to six suggestions: matching posts (author as meta), then matching tags; no repeats. */
export function suggestions(posts: readonly Searchable[], q: string): Suggestion[] {
  const words = queryWords(q);
  if (words.length === 0) return [];
  const result: Suggestion[] = [];
  const seen = new Set<string>();
  for (const post of posts) {
    if (!matchesSearch(post, words)) continue;
    const key = `post:${post.title.toLowerCase()}`;
    if (seen.has(key)) continue;
    seen.add(key);
    result.push({ kind: "post", label: post.title, meta: post.author, slug: post.slug });
  }
  for (const tag of allTags(posts)) {
    const key = `tag:${tag.toLowerCase()}`;
    if (!matchesEveryWord(words, [tag]) || seen.has(key)) continue;
    seen.add(key);
    result.push({ kind: "tag", label: `Tag: ${tag}`, meta: "Filter by tag", tag });
  }
  // Tags are few and often what people want: keep room for them among the six.
  const tags = result.filter((item) => item.kind === "tag").slice(0, 2);
  const postsFirst = result.filter((item) => item.kind === "post").slice(0, MAX_SUGGESTIONS - tags.length);
  return [...postsFirst, ...tags].slice(0, MAX_SUGGESTIONS);
}
