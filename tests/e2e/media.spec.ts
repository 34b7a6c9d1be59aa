import type { Page } from "@playwright/test";
import sharp from "sharp";
import { MEDIA_SIZE_TEXT } from "../../contract/media-limits";
import { axe, settle } from "./axe";
import { expect, submitWithoutScript, test } from "./forms-helpers";
import { press } from "./posts-console";

async function expectNoViolations(page: Page) {
  await settle(page);
  const { violations } = await axe(page).analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** A photo of its own for each run (the library keeps one item per content). */
const photo = (seed: number) =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: seed % 256, g: 90, b: 140 } } })
    .jpeg({ quality: 80 })
    .toBuffer();

/** Waits for the AVIF variant the `<picture>` made the browser pick, and answers its content type. */
const avifServed = (page: Page) =>
  page.waitForResponse((response) => /\/media\/[0-9a-f]{64}-\d+\.avif$/.test(response.url())).then((response) => response.headers()["content-type"]);

test.use({ consoleAs: "owner" });

test("a photo is uploaded to the library, described, served as AVIF, and deleted; the team page serves its photo as AVIF", async ({
  page,
  javaScriptEnabled,
}) => {
  test.setTimeout(120_000);
  await page.goto("/console/media");
  await expect(page.getByRole("heading", { level: 1, name: "Media" })).toBeVisible();
  if (javaScriptEnabled) {
    await expectNoViolations(page);
    for (const width of [390, 1440, 360]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `/tmp/media-library-${width}.png`, fullPage: true });
    }
  }

  // The form says the limits the API holds to; a decompression bomb is refused from its header, with a sentence.
  await expect(page.getByText(`JPEG, PNG, WebP, AVIF or SVG, ${MEDIA_SIZE_TEXT}.`)).toBeVisible();
  const bomb = await sharp({ create: { width: 6300, height: 6300, channels: 3, background: "#c83" } }).png({ compressionLevel: 9 }).toBuffer();
  await page.getByLabel("Picture", { exact: true }).setInputFiles({ name: "bomb.png", mimeType: "image/png", buffer: bomb });
  if (javaScriptEnabled) await page.getByRole("button", { name: "Upload", exact: true }).click();
  else expect(await submitWithoutScript(page, "Upload")).toBe(422);
  await expect(page.getByRole("alert")).toHaveText(
    "This picture is 6300 × 6300 pixels (39.7 megapixels); the most we take is 25 megapixels. Make it smaller and upload it again.",
  );

  await page.getByLabel("Picture", { exact: true }).setInputFiles({ name: "team-photo.jpg", mimeType: "image/jpeg", buffer: await photo(Date.now()) });
  const served = avifServed(page);
  await press(page, "Upload", javaScriptEnabled);
  await expect(page.getByRole("heading", { level: 1, name: "Untitled picture" })).toBeVisible();
  expect(await served).toBe("image/avif");
  await expect(page.getByText("Needs alt text")).toBeVisible();
  await expect(page.getByRole("cell", { name: "1200×900" }).first()).toBeVisible();

  // Alt text is required before use, and the focal point is two numbers, with or without JavaScript.
  await page.getByLabel("Alt text", { exact: true }).fill("Our team at the Indore office");
  await page.getByLabel("From the left").fill("30");
  await page.getByLabel("From the top").fill("25");
  await press(page, "Save", javaScriptEnabled);
  await expect(page.getByRole("heading", { level: 1, name: "Our team at the Indore office" })).toBeVisible();
  await expect(page.getByLabel("From the left")).toHaveValue("30");
  await expect(page.getByText("Needs alt text")).toHaveCount(0);
  if (javaScriptEnabled) {
    await expectNoViolations(page);
    for (const width of [390, 1440, 360]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `/tmp/media-item-${width}.png`, fullPage: true });
    }
  }

  await page.getByText("Delete this picture").click();
  await press(page, "Delete for good", javaScriptEnabled);
  await expect(page.getByRole("heading", { level: 1, name: "Media" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Our team at the Indore office" })).toHaveCount(0);

  // The seed's team photo: lazy, though near enough to the first screen that chromium fetches it at once.
  const photoServed = avifServed(page);
  await page.goto("/team");
  const neha = page.getByRole("img", { name: "Neha Agrawal, Director of Technology" });
  await neha.scrollIntoViewIfNeeded();
  expect(await photoServed).toBe("image/avif");
  await expect(neha).toHaveAttribute("loading", "lazy");
  await expect(page.locator("picture source[type='image/avif']")).toHaveCount(1);
  if (javaScriptEnabled) {
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await neha.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `/tmp/media-team-${width}.png` });
    }
  }
});
