const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", apos: "'", nbsp: " " };

/** The readable text of an HTML fragment, for excerpts and search. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/&(#?\w+);/g, (match, name: string) => {
      if (entities[name]) return entities[name];
      const code = name.startsWith("#x") ? parseInt(name.slice(2), 16) : name.startsWith("#") ? Number(name.slice(1)) : NaN;
      return Number.isFinite(code) ? String.fromCodePoint(code) : match;
    })
    .replace(/\s+/g, " ")
    .trim();
}
