import { createHash } from "node:crypto";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { E2E_ADMIN_TOKEN } from "../../playwright.config";
import { expect, test as siteTest } from "./fixtures";

/**
 * The site's guard (fixtures.ts), with one allowance: a form action that refuses a post
 * answers with its 4xx status to the page's own fetch as well, and Chrome logs every such
 * answer as "Failed to load resource". Those lines are the form working, not a fault.
 */
const ANSWERED_FORM_POST = /^Failed to load resource: the server responded with a status of 4\d\d /;

function isAnsweredFormPost(text: string, url: string, origin: string): boolean {
  return ANSWERED_FORM_POST.test(text) && url.startsWith(origin) && new URL(url).pathname.endsWith(".data");
}

/**
 * Every form test posts as its own visitor address (the e2e server trusts the loopback
 * proxy, so X-Forwarded-For decides), so neither the site's nor the API's per-address
 * limits carry over from one test to the next.
 */
export const test = siteTest.extend<{ visitorAddress: string }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern; it has none.
  expectedConsoleError: async ({}, provide) => provide(isAnsweredFormPost),
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern; it has none.
  visitorAddress: async ({}, provide, testInfo) => {
    const hash = createHash("sha256")
      .update(`${testInfo.project.name} ${testInfo.titlePath.join(" ")} ${testInfo.retry}`)
      .digest();
    await provide(`10.${hash[0]}.${hash[1]}.${(hash[2] % 250) + 2}`);
  },
  extraHTTPHeaders: async ({ visitorAddress }, provide) => {
    await provide({ "X-Forwarded-For": visitorAddress });
  },
});

export { expect };

export const PHONE_LINE = "Please retry or contact us at +91 73140 05678.";
/** What a visitor reads when the API answers 429, with or without Retry-After. */
export const TOO_MANY = /Too many attempts\. Please (try again in \d+ minutes?|wait a few minutes and try again)\./;

/** A unique address per test, so the admin list can be searched for exactly this submission. */
export function uniqueEmail(label: string): string {
  return `${label}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@example.com`;
}

interface AdminEnquiry {
  full_name: string;
  email: string;
  phone: string;
  service: string;
  message: string | null;
  meta: { utm?: Record<string, string> } | null;
}

interface AdminApplication {
  full_name: string;
  email: string;
  phone: string;
  position: string;
  cover: string | null;
  resume_name?: string;
}

async function adminList<Item extends { email: string }>(
  request: APIRequestContext,
  path: string,
  email: string,
): Promise<Item[]> {
  const response = await request.get(`${path}?per_page=100`, {
    headers: { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
  });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { data: Item[] };
  return body.data.filter((item) => item.email === email);
}

export function enquiriesFor(request: APIRequestContext, email: string) {
  return adminList<AdminEnquiry>(request, "/api/enquiries", email);
}

export function applicationsFor(request: APIRequestContext, email: string) {
  return adminList<AdminApplication>(request, "/api/applications", email);
}

/**
 * Uses up this visitor's allowance at the built-in API itself (10 form posts per 10 minutes),
 * so the site's next call for this visitor gets a real 429 from the API.
 */
export async function exhaustApiFormLimit(request: APIRequestContext) {
  for (let i = 0; i < 10; i += 1) await request.post("/api/enquiries", { data: {} });
}

/** The document status of the next form post without JavaScript. */
export async function submitWithoutScript(page: Page, button: string): Promise<number> {
  const [response] = await Promise.all([
    page.waitForResponse(
      (candidate) => candidate.request().method() === "POST" && candidate.request().resourceType() === "document",
    ),
    page.getByRole("button", { name: button }).click(),
  ]);
  await page.waitForLoadState("domcontentloaded");
  return response.status();
}

/**
 * Picks a country code in a phone field: the page starts with a code input (all a visitor
 * without JavaScript gets), which the browser's scripts turn into a select of every country.
 */
export async function chooseCountryCode(form: Locator, code: string) {
  const scripted = await form.evaluate(() => document.documentElement.classList.contains("js"));
  if (scripted) await form.locator("select[name=countryCode]").selectOption(code);
  else await form.getByLabel("Country code").fill(code);
}
