import sanitizeHtml from "sanitize-html";

/**
 * The one policy for article HTML. The API applies it on write (an admin token can leak, and
 * a stolen one must not plant scripts in every visitor's browser); the site applies it again
 * before rendering, since API_BASE_URL may point at a backend that does not.
 */
const ARTICLE_POLICY: sanitizeHtml.IOptions = {
  // No h1: the post page's title is its only h1.
  allowedTags: [
    "h2", "h3", "h4", "h5", "h6", "p", "br", "hr", "blockquote", "pre", "code",
    "ul", "ol", "li", "dl", "dt", "dd", "strong", "b", "em", "i", "u", "s", "del", "mark", "small", "sub", "sup",
    "a", "img", "figure", "figcaption", "table", "thead", "tbody", "tfoot", "tr", "th", "td", "caption",
    "span", "div", "abbr", "kbd",
  ],
  allowedAttributes: {
    a: ["href", "title", "rel", "target"],
    img: ["src", "alt", "title", "width", "height", "loading"],
    th: ["colspan", "rowspan", "scope"],
    td: ["colspan", "rowspan"],
    ol: ["start", "reversed"],
    abbr: ["title"],
    code: ["class"],
    pre: ["class"],
    "*": ["id"],
  },
  allowedClasses: { code: [/^language-[\w-]+$/], pre: [/^language-[\w-]+$/] },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowProtocolRelative: false,
  transformTags: {
    // A linked page must not get a handle on ours (target=_blank) nor learn where the reader came from.
    a: sanitizeHtml.simpleTransform("a", { rel: "noopener noreferrer" }),
    // Article images are below the title and cover: never worth loading before they scroll near.
    img: sanitizeHtml.simpleTransform("img", { loading: "lazy" }),
  },
};

export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, ARTICLE_POLICY).trim();
}
