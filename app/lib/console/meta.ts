import type { MetaDescriptor } from "@remix-run/node";

/** A console page's title, and the word to every crawler that finds it anyway: stay out. */
export function consoleMeta(title: string): MetaDescriptor[] {
  return [{ title: `${title} · Console` }, { name: "robots", content: "noindex, nofollow" }];
}
