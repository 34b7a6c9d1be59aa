import type { APIRequestContext } from "@playwright/test";
import { DomUtils, parseDocument } from "htmlparser2";

/**
 * A page as the server sends it, read without a browser: what a crawler, a link preview or a
 * visitor's first paint gets. Server output (titles, meta tags, JSON-LD) is checked here, over
 * HTTP, so no test has to open a browser and wait for hydration to read it.
 */
export type Html = ReturnType<typeof parseDocument>;
type Element = Parameters<typeof DomUtils.getAttributeValue>[0];
export type Thing = Record<string, unknown> & { "@type": string };

export async function fetchHtml(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  return { status: response.status(), headers: response.headers(), doc: parseDocument(await response.text()) };
}

/** Every element that passes `test`, in document order. */
export function all(root: Html | Element, test: (element: Element) => boolean): Element[] {
  return DomUtils.findAll(test, root.children);
}

export const attr = (element: Element | undefined, name: string) =>
  element ? DomUtils.getAttributeValue(element, name) : undefined;

/** The DOM's textContent: every text node inside, comments left out. */
export const text = (element: Element) => DomUtils.textContent(element);

export const hasClass = (element: Element, name: string) => (attr(element, "class") ?? "").split(/\s+/).includes(name);

export const tagged = (name: string) => (element: Element) => element.name === name;

export const title = (doc: Html) => all(doc, tagged("title")).map(text)[0] ?? "";

/** The content of `<meta name=…>` or `<meta property=…>`. */
export function meta(doc: Html, key: string): string | undefined {
  const [found] = all(doc, (element) => element.name === "meta" && (attr(element, "name") === key || attr(element, "property") === key));
  return attr(found, "content");
}

export function link(doc: Html, rel: string): string | undefined {
  return attr(all(doc, (element) => element.name === "link" && attr(element, "rel") === rel)[0], "href");
}

/** The text of every JSON-LD block, as sent. */
export const jsonLdBlocks = (doc: Html) =>
  all(doc, (element) => element.name === "script" && attr(element, "type") === "application/ld+json").map(text);

export const structuredData = (doc: Html): Thing[] => jsonLdBlocks(doc).map((block) => JSON.parse(block) as Thing);

export const ofType = (things: Thing[], type: string) => things.filter((thing) => thing["@type"] === type);
