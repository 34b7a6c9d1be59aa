import { expect, type Page, test } from "@playwright/test";
import { siteCookieNamed, siteCookies } from "../../app/content/cookies";
import { GOOGLE_HOSTS, withGtmServer } from "./consent-server";
import { pageRoutes } from "./routes";

const POST = "/blog/cloud-architecture-for-startups";

// Only with JavaScript (tagged @js-on-only): XSRF-TOKEN is made by the page's script.
const gtmSite = withGtmServer();

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

test("the cookie policy's list is every cookie the site sets, and nothing it never sets", { tag: "@js-on-only" }, async ({ page }) => {
  test.setTimeout(120_000);
  await page.context().route(GOOGLE_HOSTS, (route) => route.fulfill({ status: 200, contentType: "text/javascript", body: "" }));
  const seen = collectSetCookies(page);
  const url = (path: string) => `${gtmSite.origin()}${path}`;

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
