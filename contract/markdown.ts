import { Marked } from "marked";
import { headingSlugger } from "./article-ids";
import { sanitizeArticleHtml } from "./article-html";

/** GFM with GitHub's heading anchors, so `[see below](#setup)` reaches `## Setup`; a fresh slugger per post. */
function markdownParser(): Marked {
  const slug = headingSlugger();
  return new Marked({
    gfm: true,
    renderer: {
      heading({ tokens, depth }) {
        const id = slug(this.parser.parseInline(tokens, this.parser.textRenderer));
        return `<h${depth}${id ? ` id="${id}"` : ""}>${this.parser.parseInline(tokens)}</h${depth}>\n`;
      },
    },
  });
}

/** GFM as HTML, not yet sanitised: for callers that apply the article policy on the way in. */
export const markdownToHtml = (markdown: string): string => markdownParser().parse(markdown, { async: false });

/**
 * A post's (or a legal page's) Markdown as the HTML stored and served: GitHub-flavoured Markdown, then the one
 * article policy, so a save and a preview of the same text give the same markup.
 */
export function renderMarkdown(markdown: string): string {
  return sanitizeArticleHtml(markdownToHtml(markdown));
}
