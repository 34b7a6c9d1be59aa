import { expect, type Page, test } from "@playwright/test";
import { siteCookieNamed, siteCookies } from "../../app/content/cookies";
import { axe } from "./axe";
import { GOOGLE_HOSTS, withGtmServer, TEST_GTM_ID } from "./consent-server";
import { pageRoutes } from "./routes";

// The tests share one site with GTM_ID, started once per project: they run one after another in
// one worker, as starting that server costs more than most of them.
test.describe.configure({ mode: "default" });
const gtmSite = withGtmServer();

/** Every request to Google is answered here with nothing, and written down. */
async function watchGoogle(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.context().route(GOOGLE_HOSTS, (route) => {
    seen.push(route.request().url());
    const html = route.request().url().includes("/ns.html");
    return route.fulfill({ status: 200, contentType: html ? "text/html" : "text/javascript", body: "" });
  });
  return seen;
}

const url = (path: string) => `${gtmSite.origin()}${path}`;
const banner = (page: Page) => page.locator("section.cookie-banner");
const dataLayer = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).map((entry) =>
      // gtag() pushes its `arguments`; the container snippet pushes a plain object.
      Object.prototype.toString.call(entry) === "[object Arguments]" ? Array.from(entry as ArrayLike<unknown>) : entry,
    ),
  );
const DENIED = { analytics_storage: "denied", ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied" };

test("without GTM_ID nothing changes: no banner, no cookie, no Google in the policy", async ({ page, baseURL }) => {
  const seen = await watchGoogle(page);
  const answer = await page.goto(`${baseURL}/about`);
  expect(answer?.headers()["set-cookie"]).toBeUndefined();
  expect(answer?.headers()["content-security-policy"]).not.toContain("googletagmanager");
  await expect(page.locator("body > :first-child")).toHaveClass("skip-link");
  await expect(page.locator(".cookie-banner")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Cookie settings" })).toHaveCount(0);
  expect(seen).toEqual([]);
});

test("before consent: the banner first in the body, Consent Mode defaults denied, and no request to Google", async ({
  page,
  javaScriptEnabled,
}) => {
  const seen = await watchGoogle(page);
  for (const path of ["/", "/about", "/blog", "/cookie-policy"]) {
    const answer = await page.goto(url(path));
    expect(answer?.headers()["content-security-policy"]).not.toContain("googletagmanager");
    await expect(page.locator("body > :first-child")).toHaveClass("cookie-banner");
    await expect(banner(page).getByRole("heading", { name: "Cookies on Vyom Digital" })).toBeVisible();
    await expect(page.locator('iframe[src*="googletagmanager"]')).toHaveCount(0);
    if (javaScriptEnabled) expect(await dataLayer(page)).toEqual([["consent", "default", { ...DENIED, wait_for_update: 500 }]]);
  }
  expect(seen).toEqual([]);
});

test("Accept: a 303 back to the same page, a confirmation, and the tag manager after the consent defaults", async ({
  page,
  javaScriptEnabled,
}) => {
  const seen = await watchGoogle(page);
  await page.goto(url("/services/social-pr"));
  const posted = page.waitForResponse((answer) => answer.request().method() === "POST");
  await banner(page).getByRole("button", { name: "Accept analytics and marketing cookies" }).click();
  const answer = await posted;
  expect(answer.status()).toBe(303);
  expect(answer.headers()["location"]).toBe("/services/social-pr");
  await expect(page).toHaveURL(url("/services/social-pr"));
  await expect(banner(page)).toContainText(
    "You've accepted analytics and marketing cookies. You can change your cookie settings at any time.",
  );
  if (javaScriptEnabled) {
    await expect.poll(() => seen).toContainEqual(`https://www.googletagmanager.com/gtm.js?id=${TEST_GTM_ID}`);
    const layer = await dataLayer(page);
    expect(layer[0]).toEqual(["consent", "default", { ...DENIED, wait_for_update: 500 }]);
    expect(layer[1]).toEqual(["consent", "update", { analytics_storage: "granted", ad_storage: "granted", ad_user_data: "granted", ad_personalization: "granted" }]);
    expect(layer[2]).toMatchObject({ event: "gtm.js" });
  } else {
    await expect(page.locator(`iframe[src="https://www.googletagmanager.com/ns.html?id=${TEST_GTM_ID}"]`)).toHaveCount(1);
    await expect.poll(() => seen).toContainEqual(`https://www.googletagmanager.com/ns.html?id=${TEST_GTM_ID}`);
  }
  await banner(page).getByRole("link", { name: "Hide cookie message" }).or(banner(page).getByRole("button", { name: "Hide cookie message" })).click();
  await expect(banner(page)).toHaveCount(0);
  const later = await page.goto(url("/about"));
  expect(later?.headers()["content-security-policy"]).toContain("https://*.googletagmanager.com");
  await expect(banner(page)).toHaveCount(0);
});

test("Reject: a confirmation, and nothing from Google on this page or the next", async ({ page }) => {
  const seen = await watchGoogle(page);
  await page.goto(url("/about"));
  await banner(page).getByRole("button", { name: "Reject analytics and marketing cookies" }).click();
  await expect(banner(page)).toContainText("You've rejected analytics and marketing cookies. You can change your cookie settings at any time.");
  await page.goto(url("/team"));
  await expect(banner(page)).toHaveCount(0);
  await expect(page.locator('iframe[src*="googletagmanager"]')).toHaveCount(0);
  expect(seen).toEqual([]);
  const cookie = (await page.context().cookies()).find((item) => item.name === "cookie_consent");
  expect(cookie?.value).toMatch(/^1\.a0m0\.[0-9a-f-]{36}$/);
});

test("withdrawal from the footer's Cookie settings: one click, the tags stop and the _ga cookies go", async ({
  page,
  javaScriptEnabled,
}) => {
  const seen = await watchGoogle(page);
  await page.goto(url("/about"));
  await banner(page).getByRole("button", { name: "Accept analytics and marketing cookies" }).click();
  await expect(banner(page)).toContainText("You've accepted");
  const host = new URL(gtmSite.origin()).hostname;
  await page.context().addCookies([
    { name: "_ga", value: "GA1.1.123.456", domain: host, path: "/" },
    { name: "_ga_TEST", value: "GS1.1.1", domain: host, path: "/" },
  ]);

  await page.getByRole("contentinfo").getByRole("link", { name: "Cookie settings" }).click();
  await expect(page).toHaveURL(/\/cookie-policy#cookie-settings$/);
  await expect(page.getByText("You currently allow: Analytics cookies, Marketing cookies.")).toBeVisible();
  await page.getByRole("button", { name: "Withdraw consent" }).click();
  await expect(banner(page)).toContainText("You've rejected analytics and marketing cookies.");
  await expect(page.getByText("You currently allow necessary cookies only.")).toBeVisible();

  const names = (await page.context().cookies()).map((cookie) => cookie.name);
  expect(names).not.toContain("_ga");
  expect(names).not.toContain("_ga_TEST");
  await expect(page.locator('iframe[src*="googletagmanager"]')).toHaveCount(0);
  if (javaScriptEnabled) expect(await dataLayer(page)).toEqual([["consent", "default", { ...DENIED, wait_for_update: 500 }]]);

  const before = seen.length;
  await page.goto(url("/blog"));
  await page.goto(url("/"));
  expect(seen.length).toBe(before);
});

test("a page with consent hydrates as served: no React error, and the tag manager's script ends the head", { tag: "@js-on-only" }, async ({
  page,
}) => {
  // Only with JavaScript: hydration needs scripts.
  await watchGoogle(page);
  await page.goto(url("/about"));
  await banner(page).getByRole("button", { name: "Accept analytics and marketing cookies" }).click();
  await expect(banner(page)).toContainText("You've accepted");
  // A page that fails to hydrate is rendered again by React, and a click made meanwhile is lost.
  const errors: string[] = [];
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto(url("/about"));
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  await expect(page.locator("head > script:last-child")).toHaveAttribute("src", /^https:\/\/www\.googletagmanager\.com\/gtm\.js\?id=/);
  expect(errors).toEqual([]);
});

test("Choose: the settings page saves analytics alone", async ({ page, javaScriptEnabled }) => {
  const seen = await watchGoogle(page);
  await page.goto(url("/team"));
  await banner(page).getByRole("link", { name: "Choose cookies" }).click();
  await expect(page).toHaveURL(/\/cookie-policy#cookie-settings$/);
  await page.getByLabel("Analytics cookies").check();
  await page.getByRole("button", { name: "Save cookie settings" }).click();
  await expect(banner(page)).toContainText("You've saved your cookie settings.");
  await expect(page.getByText("You currently allow: Analytics cookies.")).toBeVisible();
  if (javaScriptEnabled) {
    await expect.poll(() => seen).toContainEqual(`https://www.googletagmanager.com/gtm.js?id=${TEST_GTM_ID}`);
    expect((await dataLayer(page))[1]).toEqual(["consent", "update", { ...DENIED, analytics_storage: "granted" }]);
  }
});

test("the Hindi link switches the notice; the choice is the same", async ({ page }) => {
  const seen = await watchGoogle(page);
  await page.goto(url("/about"));
  await banner(page).getByRole("link", { name: "हिन्दी" }).click();
  await expect(banner(page)).toHaveAttribute("lang", "hi");
  await expect(banner(page).getByRole("heading", { name: "Vyom Digital पर कुकीज़" })).toBeVisible();
  await banner(page).getByRole("button", { name: "एनालिटिक्स और मार्केटिंग कुकीज़ अस्वीकार करें" }).click();
  await expect(banner(page)).toContainText("आपने एनालिटिक्स और मार्केटिंग कुकीज़ अस्वीकार कर दी हैं।");
  await expect(page).toHaveURL(url("/about"));
  expect(seen).toEqual([]);
});

test("a new notice version asks again, and loads nothing until answered", async ({ page }) => {
  const seen = await watchGoogle(page);
  const host = new URL(gtmSite.origin()).hostname;
  await page.context().addCookies([{ name: "cookie_consent", value: "0.a1m1", domain: host, path: "/" }]);
  const answer = await page.goto(url("/about"));
  expect(answer?.headers()["content-security-policy"]).not.toContain("googletagmanager");
  await expect(banner(page).getByRole("button", { name: "Accept analytics and marketing cookies" })).toBeVisible();
  expect(seen).toEqual([]);
});

test("the banner and the cookie settings pass axe, and the keyboard reaches its buttons and then the skip link", async ({ page, javaScriptEnabled }) => {
  test.setTimeout(90_000);
  await watchGoogle(page);
  // axe runs as a script inside the page; the keyboard check runs with JavaScript off too.
  const views = javaScriptEnabled ? [null, { width: 390, height: 844 }] : [];
  for (const [size, path] of views.flatMap((size) => [[size, "/about"], [size, "/cookie-policy"]] as const)) {
    if (size) await page.setViewportSize(size);
    await page.goto(url(path));
    const results = await axe(page).analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(", ")}`)).toEqual([]);
  }
  await page.goto(url("/about"));
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Accept analytics and marketing cookies" })).toBeFocused();
  for (let press = 0; press < 3; press += 1) await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "हिन्दी" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to Content" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.locator("#main")).toBeFocused();
});

const POST = "/blog/cloud-architecture-for-startups";

/** The name of every cookie the site's answers set (or delete), as the browser receives them. */
function collectSetCookies(page: Page): Set<string> {
  const names = new Set<string>();
  page.on("response", async (answer) => {
    if (!answer.url().startsWith(gtmSite.origin())) return;
    for (const header of await answer.headersArray().catch(() => [])) {
      if (header.name.toLowerCase() === "set-cookie") names.add(header.value.split("=")[0].trim());
    }
  });
  return names;
}

// Only with JavaScript (tagged @js-on-only): XSRF-TOKEN is made by the page's script.
test("the cookie policy's list is every cookie the site sets, and nothing it never sets", { tag: "@js-on-only" }, async ({ page }) => {
  test.setTimeout(120_000);
  await page.context().route(GOOGLE_HOSTS, (route) => route.fulfill({ status: 200, contentType: "text/javascript", body: "" }));
  const seen = collectSetCookies(page);

  for (const path of pageRoutes) await page.goto(url(path));
  // A campaign landing, a like, a comment, an enquiry.
  await page.goto(url("/?utm_source=newsletter&utm_medium=email"));
  await page.goto(url(POST));
  await page.getByRole("button", { name: "Like", exact: true }).first().click();
  await expect(page.getByRole("button", { name: "Liked", exact: true }).first()).toBeVisible();
  const comment = page.locator("#comment-form");
  await comment.getByRole("textbox", { name: "Name" }).fill("Meera");
  await comment.getByRole("textbox", { name: "Comment" }).fill(`Cookie audit ${Date.now()}`);
  await comment.getByRole("button", { name: "Post Comment" }).click();
  await expect(comment.getByRole("textbox", { name: "Comment" })).toHaveValue("");
  await page.goto(url("/contact"));
  const contact = page.locator("#send-message form");
  await contact.getByLabel("Full Name").fill("Meera Joshi");
  await contact.getByLabel("Email Address").fill(`cookies-${Date.now()}@example.com`);
  await contact.getByLabel("Phone Number", { exact: true }).fill("98765 43210");
  await contact.getByLabel("Service").selectOption("Full-suite-branding-brand-building");
  await contact.getByLabel("Project Details").fill("We need a new identity for our bakery chain.");
  await contact.getByRole("button", { name: "Send Message" }).click();
  await expect(contact.getByText("Thanks! Your message has been sent.")).toBeVisible();
  // Consent given, then withdrawn with Google's cookie in the browser.
  await page.goto(url("/about"));
  await page.getByRole("button", { name: "Accept analytics and marketing cookies" }).click();
  await expect(page.getByText("You've accepted analytics and marketing cookies.")).toBeVisible();
  await page.context().addCookies([{ name: "_ga", value: "GA1.1.1.1", domain: "localhost", path: "/" }]);
  await page.goto(url("/cookie-policy#cookie-settings"));
  await page.getByRole("button", { name: "Withdraw consent" }).click();
  await expect(page.getByText("You've rejected analytics and marketing cookies.")).toBeVisible();

  const inBrowser = (await page.context().cookies(gtmSite.origin())).map((cookie) => cookie.name);
  const names = [...new Set([...seen, ...inBrowser])].sort();
  expect(names.filter((name) => !siteCookieNamed(name)), "cookies the policy does not list").toEqual([]);
  const neverSeen = siteCookies.filter((cookie) => !cookie.notExercised && !names.some((name) => siteCookieNamed(name) === cookie));
  expect(neverSeen.map((cookie) => cookie.name), "listed cookies the site never set").toEqual([]);

  // The policy page shows that same list.
  await page.goto(url("/cookie-policy"));
  const table = page.getByRole("table", { name: "Cookies this website sets" });
  for (const cookie of siteCookies) await expect(table.getByRole("rowheader", { name: cookie.name, exact: true })).toBeVisible();
});
