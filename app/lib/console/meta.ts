import type { MetaDescriptor } from "@remix-run/node";

/** A console page's title, and the word to every crawler that finds it anyway: stay out. */
export function consoleMeta(title: string): MetaDescriptor[] {
  return [{ title: `${title} · Console` }, { name: "robots", content: "noindex, nofollow" }];
}

/** An edit page's meta: the item's title, or `fallback` where the page has none (its error page). */
export const editPageMeta =
  (fallback: string) =>
  ({ data }: { data?: { item?: { title: string } } }) =>
    consoleMeta(data?.item?.title ?? fallback);
