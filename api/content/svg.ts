import sanitizeHtml from "sanitize-html";

/** Shapes, text, gradients and clipping: what a cover drawing needs, and nothing that runs or fetches. */
const SVG_TAGS = [
  "svg", "g", "defs", "symbol", "use", "title", "desc",
  "path", "rect", "circle", "ellipse", "line", "polyline", "polygon",
  "text", "tspan", "textPath",
  "linearGradient", "radialGradient", "stop", "pattern", "clipPath", "mask", "marker", "filter",
  "feGaussianBlur", "feOffset", "feBlend", "feColorMatrix", "feFlood", "feComposite", "feMerge", "feMergeNode", "feDropShadow",
];

const SVG_ATTRIBUTES = [
  "id", "class", "xmlns", "xmlns:xlink", "version", "viewBox", "preserveAspectRatio", "width", "height",
  "x", "y", "x1", "y1", "x2", "y2", "cx", "cy", "r", "rx", "ry", "fx", "fy", "d", "points", "pathLength",
  "dx", "dy", "rotate", "textLength", "lengthAdjust", "startOffset",
  "fill", "fill-opacity", "fill-rule", "stroke", "stroke-width", "stroke-linecap", "stroke-linejoin",
  "stroke-dasharray", "stroke-dashoffset", "stroke-miterlimit", "stroke-opacity", "opacity", "transform",
  "clip-path", "clip-rule", "mask", "filter", "color", "display", "visibility",
  "offset", "stop-color", "stop-opacity", "gradientUnits", "gradientTransform", "spreadMethod",
  "patternUnits", "patternContentUnits", "patternTransform", "clipPathUnits", "maskUnits", "maskContentUnits",
  "markerWidth", "markerHeight", "markerUnits", "refX", "refY", "orient", "marker-start", "marker-mid", "marker-end",
  "font-family", "font-size", "font-weight", "font-style", "letter-spacing", "text-anchor", "dominant-baseline",
  "stdDeviation", "in", "in2", "result", "mode", "type", "values", "operator", "flood-color", "flood-opacity",
  "filterUnits", "primitiveUnits", "href", "xlink:href",
];

/** A value may point inside the drawing (`url(#a)`, `#a`), never at anything outside it. */
const EXTERNAL_URL = /url\(\s*['"]?\s*(?!#)/i;

function insideOnly(tagName: string, attribs: sanitizeHtml.Attributes) {
  const kept: sanitizeHtml.Attributes = {};
  for (const [name, value] of Object.entries(attribs)) {
    if ((name === "href" || name === "xlink:href") && !value.trim().startsWith("#")) continue;
    if (EXTERNAL_URL.test(value)) continue;
    kept[name] = value;
  }
  return { tagName, attribs: kept };
}

const SVG_POLICY: sanitizeHtml.IOptions = {
  allowedTags: SVG_TAGS,
  allowedAttributes: { "*": SVG_ATTRIBUTES },
  allowedSchemes: [],
  // Dropped with everything inside: code, styles that could fetch, and embedded HTML.
  nonTextTags: ["script", "style", "foreignObject", "iframe", "noscript", "textarea"],
  transformTags: { "*": insideOnly },
  // SVG is XML: keep viewBox, linearGradient and friends in their case.
  parser: { xmlMode: true, lowerCaseTags: false, lowerCaseAttributeNames: false },
};

const LOOKS_LIKE_SVG = /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*|<!DOCTYPE[^>[]*(\[[\s\S]*?\])?\s*>\s*)*<svg[\s>]/i;

/** The bytes as an SVG document, when they are one (text, starting with an svg element). */
export function svgText(bytes: Buffer): string | null {
  if (bytes.includes(0)) return null;
  const text = bytes.toString("utf8").replace(/^\uFEFF/, "");
  // The prolog (XML declaration, comments, a doctype with its entities) goes: the drawing starts at <svg.
  return LOOKS_LIKE_SVG.test(text) ? text.slice(text.search(/<svg[\s>]/i)) : null;
}

/**
 * An uploaded SVG with nothing that runs, fetches or embeds: no scripts, event handlers,
 * foreignObject, style elements or references outside the drawing. Null when no drawing is left.
 */
export function sanitizeSvg(text: string): string | null {
  const clean = sanitizeHtml(text, SVG_POLICY).trim();
  return /^<svg[\s>]/.test(clean) ? clean : null;
}
