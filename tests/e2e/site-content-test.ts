import type { Page } from "@playwright/test";
import { E2E_ADMIN_TOKEN } from "../../playwright.config";
import { expect, test as formsTest } from "./forms-helpers";
import { type OwnServer, startOwnServer } from "./own-server";

/** How long the server may take to start: SITE_CONTENT_E2E_START_MS for a run on a busy machine. */
export const START_MS = Number(process.env.SITE_CONTENT_E2E_START_MS) || 60_000;

/**
 * Publishing site content changes pages for every visitor, so the specs that publish edit on a
 * server and database of their own, never the suite's. They share one per worker (a server takes
 * 10 to 60 s to start): each edits a different item (the company, Home, a service, the team),
 * and a spec that edits an item twice keeps its tests in order in one file.
 */
export const test = formsTest.extend<object, { ownServer: OwnServer }>({
  ownServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern; it has none.
    async ({}, provide) => {
      const server = await startOwnServer(E2E_ADMIN_TOKEN, {}, START_MS);
      await provide(server);
      await server.stop();
    },
    { scope: "worker", timeout: START_MS + 30_000 },
  ],
  baseURL: async ({ ownServer }, provide) => provide(ownServer.origin),
});

export { expect };

/**
 * A form's button: with scripts the click is enough; without, the post's new document is waited
 * for and must not be a 4xx. `exact` where another button's name contains this one's.
 */
export async function submit(page: Page, button: string | RegExp, javaScriptEnabled: boolean, { exact = false } = {}) {
  const click = page.getByRole("button", { name: button, exact }).click();
  if (javaScriptEnabled) return click;
  const [response] = await Promise.all([
    page.waitForResponse((answer) => answer.request().method() === "POST" && answer.request().resourceType() === "document"),
    click,
  ]);
  await page.waitForLoadState("domcontentloaded");
  expect(response.status()).toBeLessThan(400);
}

/** What a visitor without the staff cookie is sent: the HTML of a page. */
export async function visitorHtml(page: Page, path: string) {
  const visitor = await page.context().browser()!.newContext({ baseURL: new URL(page.url()).origin });
  const html = await (await visitor.request.get(path)).text();
  await visitor.close();
  return html;
}
