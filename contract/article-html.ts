import sanitizeHtml from "sanitize-html";
import { articleAnchor, articleHeadingId } from "./article-ids";

/** A path on the site itself (`/api/images/…`): the only image source the site's CSP lets load. */
export const isSiteImagePath = (src: string | undefined) => typeof src === "string" && /^\/(?![/\\])\S+$/.test(src.trim());

const HEADINGS = new Set(["h2", "h3", "h4", "h5", "h6"]);

/**
 * The one policy for article HTML. The API applies it on write (an admin token can leak, and
 * a stolen one must not plant scripts in every visitor's browser); the site applies it again
 * before rendering, since API_BASE_URL may point at a backend that does not. A fresh policy per
 * call: the task-list rule counts the open list items of this one document.
 */
function articlePolicy(): sanitizeHtml.IOptions {
  let openItems = 0;
  // An element to drop whole is known by its attributes object, which the sanitiser keeps on its
  // frame (renaming a void element to a disallowed tag would leave a stray end tag).
  const toDrop = new WeakSet<sanitizeHtml.Attributes>();
  const dropped = (tagName: string) => {
    const attribs = {};
    toDrop.add(attribs);
    return { tagName, attribs };
  };
  return {
    // No h1: the post page's title is its only h1.
    allowedTags: [
      "h2", "h3", "h4", "h5", "h6", "p", "br", "hr", "blockquote", "pre", "code",
      "ul", "ol", "li", "dl", "dt", "dd", "strong", "b", "em", "i", "u", "s", "del", "mark", "small", "sub", "sup",
      "a", "img", "figure", "figcaption", "table", "thead", "tbody", "tfoot", "tr", "th", "td", "caption",
      "span", "div", "abbr", "kbd", "input",
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
      input: ["type", "checked", "disabled"],
      // Ids only on headings, prefixed (transformTags): an article's id must never name one of the page's own elements.
      h2: ["id"], h3: ["id"], h4: ["id"], h5: ["id"], h6: ["id"],
    },
    allowedClasses: { code: [/^language-[\w-]+$/], pre: [/^language-[\w-]+$/] },
    allowedSchemes: ["http", "https", "mailto", "tel"],
    allowProtocolRelative: false,
    exclusiveFilter: (frame) => toDrop.has(frame.attribs),
    onOpenTag: (name) => {
      if (name === "li") openItems += 1;
    },
    onCloseTag: (name) => {
      if (name === "li") openItems = Math.max(0, openItems - 1);
    },
    transformTags: {
      // A linked page must not get a handle on ours (target=_blank) nor learn where the reader came from;
      // a link to a heading of the article follows the heading's prefixed id.
      a: (tagName, attribs) => {
        const href = attribs.href?.startsWith("#") ? articleAnchor(attribs.href) : attribs.href;
        return { tagName, attribs: { ...attribs, ...(href === undefined ? {} : { href }), rel: "noopener noreferrer" } };
      },
      // Only the site's own images load under its CSP; anything else would be a broken picture (or a
      // request to the page's own address for `src=x`). Below the title and cover: loaded lazily.
      img: (tagName, attribs) =>
        isSiteImagePath(attribs.src)
          ? { tagName, attribs: { ...attribs, src: attribs.src.trim(), loading: "lazy" } }
          : dropped(tagName),
      // GFM task lists: a checkbox inside a list item, shown and never editable; any other input goes.
      input: (tagName, attribs) =>
        openItems > 0 && attribs.type === "checkbox"
          ? { tagName, attribs: { type: "checkbox", disabled: "", ...("checked" in attribs ? { checked: "" } : {}) } }
          : dropped(tagName),
      "*": (tagName, attribs) => {
        if (!HEADINGS.has(tagName) || !attribs.id) return { tagName, attribs };
        const id = articleHeadingId(attribs.id);
        const { id: _dropped, ...rest } = attribs;
        return { tagName, attribs: id ? { ...rest, id } : rest };
      },
    },
  };
}

export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, articlePolicy()).trim();
}
