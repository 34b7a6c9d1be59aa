import type { APIRequestContext, Page } from "@playwright/test";
import { E2E_ADMIN_TOKEN } from "../../playwright.config";
import { expect, submitWithoutScript } from "./forms-helpers";

const PASSWORD = "correct horse battery staple";

/** An owner account made through the staff API, signed in through the console's own form, on Posts. */
export async function signInToPosts(page: Page, request: APIRequestContext, prefix: string) {
  const email = `${prefix}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@agency.example`;
  const invited = await request.post("/api/staff/invitations", {
    headers: { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
    data: { email, role: "owner" },
  });
  expect(invited.status()).toBe(201);
  const { token } = (await invited.json()) as { token: string };
  expect((await request.post("/api/staff/welcome", { data: { token, name: "Priya Editor", password: PASSWORD } })).status()).toBe(201);
  await page.goto("/console/sign-in?redirectTo=%2Fconsole%2Fposts");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  // Enter sends the form as a person would, with or without JavaScript.
  await page.getByLabel("Password").press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Posts" })).toBeVisible({ timeout: 15_000 });
}

/** A click with JavaScript; without, a plain document post that must not be refused. */
export async function press(page: Page, button: string, javaScriptEnabled: boolean) {
  if (javaScriptEnabled) await page.getByRole("button", { name: button, exact: true }).click();
  else expect(await submitWithoutScript(page, button)).toBeLessThan(400);
}
