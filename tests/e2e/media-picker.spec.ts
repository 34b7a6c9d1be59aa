import type { Page } from "@playwright/test";
import sharp from "sharp";
import { E2E_ADMIN_TOKEN } from "../../playwright.config";
import { signedInAccount } from "./fixtures";
import { expect, test as formsTest } from "./forms-helpers";
import { type OwnServer, startOwnServer } from "./own-server";

/** How long an own server may take to start: MEDIA_PICKER_E2E_START_MS for a run on a busy machine. */
const START_MS = Number(process.env.MEDIA_PICKER_E2E_START_MS) || 60_000;

/** Publishing changes /team for every visitor: each worker edits on a server and database of its own. */
const test = formsTest.extend<object, { ownServer: OwnServer }>({
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

test.describe.configure({ timeout: 120_000 + START_MS });

/** A plain form post with JavaScript off waits for the new document; with it on the click is enough. */
async function press(page: Page, button: string, javaScriptEnabled: boolean) {
  const click = page.getByRole("button", { name: button, exact: true }).click();
  if (javaScriptEnabled) return click;
  const [response] = await Promise.all([
    page.waitForResponse((answer) => answer.request().method() === "POST" && answer.request().resourceType() === "document"),
    click,
  ]);
  await page.waitForLoadState("domcontentloaded");
  expect(response.status()).toBeLessThan(400);
}

test("a team member's photo chosen in the media picker is saved, published and served on /team from the library", async ({
  page,
  playwright,
  ownServer,
  javaScriptEnabled,
}) => {
  const alt = `Aditya Sharma at the Indore office (${javaScriptEnabled ? "on" : "off"})`;
  // A photo of its own in the library (the library keeps one item per content), described so it can be chosen.
  const upload = await page.request.post(`${ownServer.origin}/api/staff/media`, {
    headers: { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
    multipart: {
      image: {
        name: "aditya.jpg",
        mimeType: "image/jpeg",
        buffer: await sharp({ create: { width: 800, height: 800, channels: 3, background: { r: javaScriptEnabled ? 40 : 200, g: 120, b: 90 } } })
          .jpeg({ quality: 80 })
          .toBuffer(),
      },
      alt,
    },
  });
  expect(upload.status()).toBe(201);
  const item = (await upload.json()) as { id: string; url: string };
  const contentHash = /[0-9a-f]{64}/.exec(item.url)![0];

  const account = await signedInAccount((options) => playwright.request.newContext(options), "staff", ownServer.origin);
  await page.context().addCookies(account.storageState.cookies);

  // The team form: Aditya's photo is the site's own drawing until another is chosen from the library.
  await page.goto("/console/site/team/team");
  const photo = page.getByRole("group", { name: "Member 1" }).getByRole("group", { name: "Photo" });
  await photo.getByText("Choose from the media library").click();
  await photo.getByRole("radio", { name: alt }).check();
  await press(page, "Save changes", javaScriptEnabled);
  await expect(page.getByRole("status").filter({ hasText: "Draft saved" })).toBeVisible();
  // The saved draft names the item: the picker shows it as the choice (its list is folded away).
  await expect(page.getByRole("group", { name: "Member 1" }).getByRole("group", { name: "Photo" })).toContainText(`Chosen: ${alt}`);

  await press(page, "Publish", javaScriptEnabled);
  await expect(page.getByRole("status").filter({ hasText: "Published" })).toBeVisible();

  // Visitors' /team: Aditya's picture is the library item, its alt text and its variants.
  await page.goto("/team");
  const picture = page.locator("picture").filter({ has: page.getByRole("img", { name: alt }) });
  await expect(picture.getByRole("img", { name: alt })).toHaveAttribute("src", new RegExp(contentHash));
  for (const source of await picture.locator("source").all()) expect(await source.getAttribute("srcset")).toContain(contentHash);
  await expect(page.getByRole("img", { name: "Illustrated portrait of Aditya Sharma" })).toHaveCount(0);
});
