import { fetchBlogs } from "./blog-api.server";
import { htmlToText } from "./blog/html-text";
import { publishedPosts } from "./blog/published";
import { searchPages } from "./search-index";
import { matchesEveryWord, queryWords } from "./text-match";

export interface SearchResult {
  kind: "Page" | "Article";
  title: string;
  path: string;
  description: string;
}

const MAX_RESULTS = 10;

/** Pages and published posts that hold every word of the query. */
export async function searchSite(query: string): Promise<SearchResult[]> {
  const words = queryWords(query);
  if (words.length === 0) return [];
  const pages: SearchResult[] = searchPages(query).map((page) => ({ kind: "Page", ...page }));
  const posts = await fetchBlogs().catch(() => []);
  const articles: SearchResult[] = publishedPosts(posts).flatMap((post) => {
    const text = htmlToText(post.content);
    const texts = [post.title, ...(post.tags ?? []), post.author_info?.name ?? "", text];
    if (!matchesEveryWord(words, texts)) return [];
    return [{ kind: "Article", title: post.title, path: `/blog/${post.slug}`, description: `${text.slice(0, 120)}…` }];
  });
  return [...pages, ...articles].slice(0, MAX_RESULTS);
}
