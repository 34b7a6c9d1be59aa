import { E2E_ADMIN_TOKEN } from "../../playwright.config";
import sharp from "sharp";
import { TEAM_SEED } from "../../contract/site-content/team-seed";
import { expectNoViolations } from "./axe";
import { signedInAccount } from "./fixtures";
import { expect, START_MS, submit, test, visitorHtml } from "./site-content-test";

// The picker's test gives Aditya a library photo: it runs after the one that finds his drawing.
test.describe.configure({ mode: "serial", timeout: 120_000 + START_MS });

test("a team member's new role shows in the preview, then on /team after publishing; Neha's photo is served as AVIF", async ({
  page,
  playwright,
  ownServer,
  javaScriptEnabled,
}) => {
  const newRole = `Chief Technology Officer (${javaScriptEnabled ? "on" : "off"})`;
  const account = await signedInAccount((options) => playwright.request.newContext(options), "staff", ownServer.origin);
  await page.context().addCookies(account.storageState.cookies);
  await page.goto("/console/site");
  await page.getByRole("link", { name: "Team", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Team" })).toBeVisible();

  const neha = page.getByRole("group", { name: "Member 2" });
  await expect(neha.getByLabel("Name")).toHaveValue("Neha Agrawal");
  await neha.getByLabel("Role").fill(newRole);
  await submit(page, "Save changes", javaScriptEnabled, { exact: true });
  await expect(page.getByRole("status").filter({ hasText: "Draft saved" })).toBeVisible();
  await expect(page.getByRole("group", { name: "Member 2" }).getByLabel("Role")).toHaveValue(newRole);
  // axe runs its script in the page: with scripts off the markup is the same, checked in the other project.
  if (javaScriptEnabled) await expectNoViolations(page);
  // SHOTS=/tmp/x- keeps the editor's look at each width, for a review by eye.
  if (process.env.SHOTS) {
    for (const width of [360, 390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${process.env.SHOTS}team-${width}-js-${javaScriptEnabled ? "on" : "off"}.png`, fullPage: true });
    }
  }

  // The draft: in the staff member's preview, not on the public page.
  await page.goto("/team?preview=draft");
  await expect(page.locator("main")).toContainText(newRole);
  expect(await visitorHtml(page, "/team")).not.toContain(newRole);

  await page.goto("/console/site/team/team");
  await submit(page, "Publish", javaScriptEnabled, { exact: true });
  await expect(page.getByRole("status").filter({ hasText: /^Published:/ })).toBeVisible();
  const published = await visitorHtml(page, "/team");
  expect(published).toContain(newRole);
  expect(published).not.toContain(`<p class="team-role">${TEAM_SEED.members[1].role}</p>`);

  // Neha's seeded library photo: an AVIF source a browser that takes AVIF is served as AVIF.
  await page.goto("/team");
  await expect(page.getByRole("img", { name: "Neha Agrawal, Director of Technology" })).toBeVisible();
  const srcset = await page.locator("picture source[type='image/avif']").getAttribute("srcset");
  const avifUrl = srcset!.split(",")[0].trim().split(/\s+/)[0];
  const photo = await page.request.get(avifUrl, { headers: { Accept: "image/avif,image/webp,*/*" } });
  expect(photo.status()).toBe(200);
  expect(photo.headers()["content-type"]).toBe("image/avif");
  await expect(page.getByRole("img", { name: "Illustrated portrait of Aditya Sharma" })).toHaveAttribute("src", TEAM_SEED.members[0].photo.src);
});

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
  await submit(page, "Save changes", javaScriptEnabled, { exact: true });
  await expect(page.getByRole("status").filter({ hasText: "Draft saved" })).toBeVisible();
  // The saved draft names the item: the picker shows it as the choice (its list is folded away).
  await expect(page.getByRole("group", { name: "Member 1" }).getByRole("group", { name: "Photo" })).toContainText(`Chosen: ${alt}`);

  await submit(page, "Publish", javaScriptEnabled, { exact: true });
  await expect(page.getByRole("status").filter({ hasText: /^Published:/ })).toBeVisible();

  // Visitors' /team: Aditya's picture is the library item, its alt text and its variants.
  await page.goto("/team");
  const picture = page.locator("picture").filter({ has: page.getByRole("img", { name: alt }) });
  await expect(picture.getByRole("img", { name: alt })).toHaveAttribute("src", new RegExp(contentHash));
  for (const source of await picture.locator("source").all()) expect(await source.getAttribute("srcset")).toContain(contentHash);
  await expect(page.getByRole("img", { name: "Illustrated portrait of Aditya Sharma" })).toHaveCount(0);
});
