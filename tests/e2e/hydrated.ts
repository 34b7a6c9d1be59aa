import { test as base, expect, type Page, type Response } from "@playwright/test";

/** How long a page may take to hydrate after it loaded; past it the test goes on and its own checks speak. */
const HYDRATION_WAIT_MS = 10_000;

type Navigation = "goto" | "reload" | "goBack" | "goForward";
const NAVIGATIONS: Navigation[] = ["goto", "reload", "goBack", "goForward"];

/** Waits, after a document of the site has loaded, for its scripts to hydrate it (`<html data-hydrated>`). */
async function hydrated(page: Page, response: Response | null) {
  if (!response?.headers()["content-type"]?.startsWith("text/html")) return;
  await page
    .waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"), null, { timeout: HYDRATION_WAIT_MS })
    .catch(() => {});
}

/**
 * A page's scripts start once it has loaded and painted (app/lib/http/scripts-after-load.server.ts),
 * so for a moment after `goto` resolves the page is the one a visitor without JavaScript gets,
 * which the js-off project tests. With JavaScript on, navigating waits for the page to hydrate,
 * as a visitor's next move comes after it: what the tests try is the page with its scripts.
 * A navigation that asks to stop early (`waitUntil: "commit"` or "domcontentloaded") does not wait.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled) {
      for (const name of NAVIGATIONS) {
        const navigate = page[name].bind(page) as (...args: unknown[]) => Promise<Response | null>;
        (page as unknown as Record<Navigation, unknown>)[name] = async (...args: unknown[]) => {
          const response = await navigate(...args);
          const options = args.find((arg): arg is { waitUntil?: string } => typeof arg === "object" && arg !== null);
          const early = options?.waitUntil === "commit" || options?.waitUntil === "domcontentloaded";
          if (!early) await hydrated(page, response);
          return response;
        };
      }
    }
    await provide(page);
  },
});

export { expect };
