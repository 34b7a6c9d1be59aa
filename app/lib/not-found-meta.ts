import type { MetaDescriptor } from "@remix-run/node";

/** Meta of a 404 view: its own title and description, kept out of search results. */
export function notFoundMeta(page: { title: string; description: string }, url: string): MetaDescriptor[] {
  return [
    { title: page.title },
    { name: "description", content: page.description },
    { name: "robots", content: "noindex" },
    { tagName: "link", rel: "canonical", href: url },
  ];
}
