import type { APIRequestContext, Page } from "@playwright/test";
import { E2E_ORIGIN } from "../../playwright.config";
import { expect, submitWithoutScript, test, uniqueEmail } from "./forms-helpers";

/**
 * A visitor who tried too often is told so on the console's own forms, with JavaScript and
 * without: the earlier tries go in as plain form posts from the same address (the test's own).
 */
const formPost = { Origin: E2E_ORIGIN, "Sec-Fetch-Site": "same-origin" };

async function postTimes(request: APIRequestContext, times: number, path: string, form: Record<string, string>) {
  for (let i = 0; i < times; i += 1) {
    const answer = await request.post(path, { form, headers: formPost, maxRedirects: 0 });
    expect(answer.status()).toBeLessThan(429);
  }
}

/** Submits the form: a click with JavaScript; without, a document post whose status is checked. */
async function submitRefused(page: Page, button: string, javaScriptEnabled: boolean) {
  if (javaScriptEnabled) await page.getByRole("button", { name: button }).click();
  else expect(await submitWithoutScript(page, button)).toBe(429);
}

test("sign-in: past five wrong passwords for one account, the form says to wait", async ({ page, request, javaScriptEnabled }) => {
  const email = uniqueEmail("locked").replace("@example.com", "@agency.example");
  await postTimes(request, 5, "/console/sign-in", { email, password: "a wrong password", redirectTo: "/console" });
  await page.goto("/console/sign-in");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("another wrong password");
  await submitRefused(page, "Sign in", javaScriptEnabled);
  await expect(page.getByText("Too many sign-in attempts. Please wait a few minutes and try again.")).toBeVisible();
  // What the visitor typed is kept, the password excepted.
  await expect(page.getByLabel("Email")).toHaveValue(email);
});

test("reset-password: past thirty bad links, the form says to wait", async ({ page, request, javaScriptEnabled }) => {
  await postTimes(request, 30, "/console/reset-password?token=guessed", { token: "guessed", password: "a long enough password" });
  await page.goto("/console/reset-password?token=guessed-again");
  await page.getByLabel("New password (12 characters or more)").fill("a long enough password");
  await submitRefused(page, "Change password", javaScriptEnabled);
  await expect(page.getByText("Too many attempts. Please wait a few minutes and try again.")).toBeVisible();
});

test("welcome: past thirty bad links, the page says to wait", async ({ page, request }) => {
  for (let i = 0; i < 30; i += 1) expect((await request.get(`/console/welcome?token=guessed${i}`)).status()).toBe(404);
  const answer = await page.goto("/console/welcome?token=guessed-again");
  expect(answer?.status()).toBe(429);
  await expect(page.getByRole("heading", { name: "Please wait" })).toBeVisible();
  await expect(page.getByRole("alert")).toHaveText("Too many attempts. Please wait a few minutes and try again.");
});

test("forgot-password: past three links for one email in an hour, the form says to wait", async ({ page, request, javaScriptEnabled }) => {
  const email = uniqueEmail("forgetful").replace("@example.com", "@agency.example");
  await postTimes(request, 3, "/console/forgot-password", { email });
  await page.goto("/console/forgot-password");
  await page.getByLabel("Email").fill(email);
  await submitRefused(page, "Email me a link", javaScriptEnabled);
  await expect(page.getByText("Too many reset links were asked for. Please wait an hour and try again.")).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue(email);
});
