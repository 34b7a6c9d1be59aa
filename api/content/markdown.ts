import { marked } from "marked";
import { sanitizeArticleHtml } from "../../contract/article-html";

/**
 * A post's Markdown as the HTML stored and served: GitHub-flavoured Markdown, then the one
 * article policy, so a save and a preview of the same text give the same markup.
 */
export function renderMarkdown(markdown: string): string {
  return sanitizeArticleHtml(marked.parse(markdown, { async: false, gfm: true }));
}
