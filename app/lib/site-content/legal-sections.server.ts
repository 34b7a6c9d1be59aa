import { LRUCache } from "lru-cache";
import sanitizeHtml from "sanitize-html";
import { Marked } from "marked";
import { renderMarkdown } from "../../../contract/markdown";

interface LegalSectionHtml {
  heading: string;
  /** The section's text as sanitised HTML (the posts' renderer and policy). */
  html: string;
}

export interface LegalBody {
  /** Text before the first `##` heading, if any. */
  preface: string;
  sections: LegalSectionHtml[];
}

const inline = new Marked({ gfm: true });
const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'" };

/** A heading as plain text (React escapes it again): its inline Markdown (`**`, links) rendered, then every tag dropped. */
const headingText = (markdown: string) =>
  sanitizeHtml(inline.parseInline(markdown, { async: false }), { allowedTags: [], allowedAttributes: {} })
    .replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity)
    .trim();

/** The same text is rendered once per server, not per request (a page is about 15 KB of Markdown). */
const rendered = new LRUCache<string, LegalBody>({ max: 8 });

/**
 * A legal page's Markdown as the page draws it: each `## Heading` a numbered section of its own
 * (the table of contents links to them), its text rendered and sanitised like a post's.
 */
export function legalBody(markdown: string): LegalBody {
  const known = rendered.get(markdown);
  if (known) return known;
  const sections: { heading: string; lines: string[] }[] = [];
  const preface: string[] = [];
  let inFence = false;
  for (const line of markdown.split(/\r?\n/)) {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    const heading = inFence ? null : /^## +(.+?)\s*#*\s*$/.exec(line);
    if (heading) sections.push({ heading: headingText(heading[1]), lines: [] });
    else (sections.at(-1)?.lines ?? preface).push(line);
  }
  const body = {
    preface: renderMarkdown(preface.join("\n")),
    sections: sections.map((section) => ({ heading: section.heading, html: renderMarkdown(section.lines.join("\n")) })),
  };
  rendered.set(markdown, body);
  return body;
}
