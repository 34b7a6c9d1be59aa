import { asksForPreview, PREVIEW_QUERY } from "../site-content/preview-query";
import type { HomeParts } from "./home-data.server";

export type { HomeParts };

let asked: Promise<HomeParts> | undefined;

/**
 * Home's lower sections' data (`/home-parts`), fetched once per page load by the first section
 * that hydrates. A staff preview (`?preview=draft`) asks for the drafts it shows; every other
 * visitor asks the one shared address, whatever the page's query (a campaign's `utm_*`).
 */
export function homeParts(): Promise<HomeParts> {
  const preview = asksForPreview(new URLSearchParams(window.location.search));
  asked ??= fetch(preview ? `/home-parts${PREVIEW_QUERY}` : "/home-parts", { headers: { Accept: "application/json" } }).then((response) => {
    if (!response.ok) throw new Error(`/home-parts answered ${response.status}`);
    return response.json() as Promise<HomeParts>;
  });
  return asked;
}
