/** The Markdown renderer lives in contract/: the site renders the legal pages with the same one. */
export { markdownToHtml, renderMarkdown } from "../../contract/markdown";
