import { fetchBlogs } from "./blog-api.server";
import { searchPages } from "./search-index";

export interface SearchResult {
  kind: "Page" | "Article";
  title: string;
  path: string;
  description: string;
}

const MAX_RESULTS = 10;

function plainText(html: string) {
  return html.replace(/<[^>]*>/g, " ").replace(/\s+/g, " ").trim();
}

/** Pages and published posts whose words all appear in the query's terms. */
export async function searchSite(query: string): Promise<SearchResult[]> {
  const terms = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (terms.length === 0) return [];
  const pages: SearchResult[] = searchPages(query).map((page) => ({ kind: "Page", ...page }));
  const posts = await fetchBlogs().catch(() => []);
  const articles: SearchResult[] = posts
    .filter((post) => post.is_published)
    .filter((post) => {
      const haystack = `${post.title} ${(post.tags ?? []).join(" ")} ${post.author_info?.name ?? ""} ${plainText(post.content)}`.toLowerCase();
      return terms.every((term) => haystack.includes(term));
    })
    .map((post) => ({
      kind: "Article",
      title: post.title,
      path: `/blog/${post.slug}`,
      description: `${plainText(post.content).slice(0, 120)}…`,
    }));
  return [...pages, ...articles].slice(0, MAX_RESULTS);
}
