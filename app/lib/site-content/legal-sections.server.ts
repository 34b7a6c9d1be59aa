import { LRUCache } from "lru-cache";
import sanitizeHtml from "sanitize-html";
import { Marked } from "marked";
import { renderMarkdown } from "../../../contract/markdown";
import { slotOfLine } from "../../../contract/site-content/legal";

interface LegalSectionHtml {
  heading: string;
  /** The section's text as sanitised HTML (the posts' renderer and policy); with a slot, the text before it. */
  html: string;
  /** The first `[[name]]` line of the section, which the page fills from code (LEGAL_SLOTS), and the text after it. */
  slot?: string;
  htmlAfter?: string;
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

/** A section's text rendered, split at its first slot line (a later one is dropped: it has no place of its own). */
function sectionHtml(heading: string, lines: readonly string[]): LegalSectionHtml {
  const at = lines.findIndex((line) => slotOfLine(line) !== null);
  if (at < 0) return { heading, html: renderMarkdown(lines.join("\n")) };
  const after = lines.slice(at + 1).filter((line) => slotOfLine(line) === null);
  return {
    heading,
    html: renderMarkdown(lines.slice(0, at).join("\n")),
    slot: slotOfLine(lines[at])!,
    htmlAfter: renderMarkdown(after.join("\n")),
  };
}

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
    sections: sections.map((section) => sectionHtml(section.heading, section.lines)),
  };
  rendered.set(markdown, body);
  return body;
}
