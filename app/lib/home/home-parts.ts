import type { HomeParts } from "./home-data.server";

export type { HomeParts };

let asked: Promise<HomeParts> | undefined;

/**
 * Home's lower sections' data (`/home-parts`), fetched once per page load by the first section
 * that hydrates: with the page's query, so a staff preview hydrates with the drafts it shows.
 */
export function homeParts(): Promise<HomeParts> {
  asked ??= fetch(`/home-parts${window.location.search}`, { headers: { Accept: "application/json" } }).then((response) => {
    if (!response.ok) throw new Error(`/home-parts answered ${response.status}`);
    return response.json() as Promise<HomeParts>;
  });
  return asked;
}
