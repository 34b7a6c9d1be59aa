import type { Page } from "@playwright/test";
import { test as base, expect } from "./hydrated";

/**
 * Remix logs the AbortError of a data request it cancelled itself (a click that supersedes a
 * page still loading): the browser goes on to the newer page, and nothing went wrong.
 */
export function isCancelledByRouter(text: string): boolean {
  return text.startsWith("AbortError: signal is aborted without reason");
}

/** A console error a spec expects on purpose (a form's refused post, say); the guard lets it pass. */
export type ExpectedConsoleError = (text: string, url: string, origin: string) => boolean;

/** Listens to a page for console errors, uncaught exceptions and requests that leave the site. */
function watch(page: Page, origin: string, expected: ExpectedConsoleError): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    const { url } = message.location();
    // A page that answers 404 on purpose makes the browser log its own status; that is not a fault.
    const ownDocument = url === page.url() && message.text().startsWith("Failed to load resource");
    if (!ownDocument && !isCancelledByRouter(message.text()) && !expected(message.text(), url, origin)) {
      problems.push(`console error: ${message.text()} (${url})`);
    }
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  page.on("request", (request) => {
    const url = request.url();
    if (url.startsWith("data:") || url.startsWith("blob:")) return;
    const requestOrigin = new URL(url).origin.replace(/^ws/, "http");
    if (requestOrigin !== origin) problems.push(`request to another host: ${url}`);
  });
  return problems;
}

/**
 * Every page test fails on a console error, an uncaught exception, or any request that
 * leaves the site: the site must work on its own origin alone. The guard comes with the
 * `page` fixture, so a test that asks only for `request` opens no browser at all.
 */
export const test = base.extend<{ expectedConsoleError: ExpectedConsoleError }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern; it has none.
  expectedConsoleError: async ({}, provide) => provide(() => false),
  page: async ({ page, baseURL, expectedConsoleError }, provide) => {
    const problems = watch(page, new URL(baseURL!).origin, expectedConsoleError);
    await provide(page);
    expect(problems, problems.join("\n")).toEqual([]);
  },
});

export { expect };
