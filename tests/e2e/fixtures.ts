import { test as base, expect } from "./hydrated";

/**
 * Remix logs the AbortError of a data request it cancelled itself (a click that supersedes a
 * page still loading): the browser goes on to the newer page, and nothing went wrong.
 */
export function isCancelledByRouter(text: string): boolean {
  return text.startsWith("AbortError: signal is aborted without reason");
}

/**
 * Every page test fails on a console error, an uncaught exception, or any request that
 * leaves the site: the site must work on its own origin alone.
 */
export const test = base.extend<{ siteGuard: void }>({
  siteGuard: [
    async ({ page, baseURL }, use) => {
      const origin = new URL(baseURL!).origin;
      const problems: string[] = [];
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        // A page that answers 404 on purpose makes the browser log its own status; that is not a fault.
        const ownDocument = message.location().url === page.url() && message.text().startsWith("Failed to load resource");
        if (!ownDocument && !isCancelledByRouter(message.text())) problems.push(`console error: ${message.text()} (${message.location().url})`);
      });
      page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
      page.on("request", (request) => {
        const url = request.url();
        if (url.startsWith("data:") || url.startsWith("blob:")) return;
        const requestOrigin = new URL(url).origin.replace(/^ws/, "http");
        if (requestOrigin !== origin) problems.push(`request to another host: ${url}`);
      });
      await use();
      expect(problems, problems.join("\n")).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
