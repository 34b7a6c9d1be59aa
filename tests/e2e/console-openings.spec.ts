import type { Page } from "@playwright/test";
import { E2E_ADMIN_TOKEN } from "../../playwright.config";
import { axe, settle } from "./axe";
import { expect, test as formsTest } from "./forms-helpers";
import { type OwnServer, startOwnServer } from "./own-server";
import { PNG } from "./png-fixture";

const PASSWORD = "correct horse battery staple";
const SEEDED = ["Frontend Developer", "Sales Executive", "Graphic Designer"];
const NO_OPENINGS = "Currently no openings. Stay connected with us.";

/**
 * Closing every opening changes the Career page for every visitor: each worker runs these on a
 * server and database of its own, so the suite's other career specs never see it.
 */
const test = formsTest.extend<object, { ownServer: OwnServer }>({
  ownServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern; it has none.
    async ({}, provide) => {
      const server = await startOwnServer(E2E_ADMIN_TOKEN);
      await provide(server);
      await server.stop();
    },
    { scope: "worker", timeout: 90_000 },
  ],
  baseURL: async ({ ownServer }, provide) => provide(ownServer.origin),
});

test.describe.configure({ mode: "serial", timeout: 180_000 });

/** axe runs as a script in the page: it looks at the console pages in the JavaScript-on run. */
async function expectNoViolations(page: Page, javaScriptEnabled: boolean) {
  if (!javaScriptEnabled) return;
  await settle(page);
  const { violations } = await axe(page).analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(" | ")}`)).toEqual([]);
}

/** Posts the button's form: a click with JavaScript, a plain document post (checked) without. */
async function submit(page: Page, button: string | RegExp, javaScriptEnabled: boolean, status: "ok" | 400 = "ok") {
  if (javaScriptEnabled) {
    await page.getByRole("button", { name: button }).click();
    return;
  }
  const [response] = await Promise.all([
    page.waitForResponse((answer) => answer.request().method() === "POST" && answer.request().resourceType() === "document"),
    page.getByRole("button", { name: button }).click(),
  ]);
  await page.waitForLoadState("domcontentloaded");
  if (status === "ok") expect(response.status()).toBeLessThan(400);
  else expect(response.status()).toBe(status);
}

async function signInAsStaff(page: Page, javaScriptEnabled: boolean) {
  const email = `work.${Date.now().toString(36)}@agency.example`;
  const invited = await page.request.post("/api/staff/invitations", {
    headers: { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
    data: { email, role: "staff" },
  });
  const { token } = (await invited.json()) as { token: string };
  expect((await page.request.post("/api/staff/welcome", { data: { token, name: "Work Editor", password: PASSWORD } })).status()).toBe(201);
  await page.goto("/console/sign-in");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await submit(page, "Sign in", javaScriptEnabled);
  await expect(page.getByRole("heading", { level: 1, name: "Inbox" })).toBeVisible();
}

/** The Career page as a visitor sees it, in a browser without the staff cookie. */
async function visitCareer(page: Page, javaScriptEnabled: boolean) {
  const visitor = await page.context().browser()!.newContext({ javaScriptEnabled, baseURL: new URL(page.url()).origin });
  const career = await visitor.newPage();
  await career.goto("/career");
  return { career, close: () => visitor.close() };
}

test("closing the last opening closes applications; reopening brings them back", async ({ page, javaScriptEnabled }) => {
  await signInAsStaff(page, javaScriptEnabled);
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Openings", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Openings" })).toBeVisible();
  await expect(page.getByRole("row")).toHaveCount(SEEDED.length + 1);
  await expectNoViolations(page, javaScriptEnabled);

  for (const title of SEEDED) {
    await submit(page, `Close ${title}`, javaScriptEnabled);
    await expect(page.getByRole("button", { name: `Reopen ${title}` })).toBeVisible();
  }
  await expect(page.getByText("0 open of 3")).toBeVisible();

  const closed = await visitCareer(page, javaScriptEnabled);
  await expect(closed.career.getByText(NO_OPENINGS, { exact: true })).toBeVisible();
  await expect(closed.career.getByRole("heading", { name: "Applications are closed" })).toBeVisible();
  await expect(closed.career.getByRole("button", { name: "Submit Application" })).toHaveCount(0);
  await closed.close();

  for (const title of SEEDED) await submit(page, `Reopen ${title}`, javaScriptEnabled);
  await expect(page.getByText("3 open of 3")).toBeVisible();
  const reopened = await visitCareer(page, javaScriptEnabled);
  await expect(reopened.career.getByText(NO_OPENINGS)).toHaveCount(0);
  await expect(reopened.career.getByRole("heading", { level: 3, name: "Graphic Designer" })).toBeVisible();
  await reopened.career.getByRole("link", { name: /Apply Now for Graphic Designer/ }).click();
  await expect(reopened.career.locator("#apply form").getByLabel("Position Applying For")).toHaveValue("Graphic Designer");
  await reopened.close();
});

test("an opening is added with its requirements, moved up, edited and deleted", async ({ page, javaScriptEnabled }) => {
  await signInAsStaff(page, javaScriptEnabled);
  await page.goto("/console/openings/new");
  // Bad input: each message next to its field, nothing typed lost.
  await page.getByLabel("Title").fill("QA Engineer");
  await page.getByLabel("Requirements, one per line").fill(`Playwright\n${"x".repeat(301)}`);
  await submit(page, "Add opening", javaScriptEnabled, 400);
  await expect(page.getByText(/Enter where the work is/)).toBeVisible();
  await expect(page.getByText("Line 2: a requirement can be up to 300 characters.")).toBeVisible();
  await expect(page.getByLabel("Title")).toHaveValue("QA Engineer");
  await expectNoViolations(page, javaScriptEnabled);

  await page.getByLabel("Location").fill("Onsite Indore");
  await page.getByLabel("Experience").fill("2+ Years");
  await page.getByLabel("Requirements, one per line").fill("Playwright\nPatience");
  await submit(page, "Add opening", javaScriptEnabled);
  await expect(page.getByRole("heading", { level: 1, name: "Openings" })).toBeVisible();
  await submit(page, "Move QA Engineer up", javaScriptEnabled);
  await expect(page.locator("td[data-label=Title]")).toHaveText([
    "Frontend Developer",
    "Sales Executive",
    "QA Engineer",
    "Graphic Designer",
  ]);
  // The pressed button keeps the focus as its row moves, so it can be pressed again at once.
  await expect(page.getByRole("button", { name: "Move QA Engineer up" })).toBeFocused();

  await page.getByRole("link", { name: "QA Engineer" }).click();
  await expect(page.getByLabel("Requirements, one per line")).toHaveValue("Playwright\nPatience");
  await expectNoViolations(page, javaScriptEnabled);
  await page.getByText("Delete this opening").click();
  await submit(page, "Delete for good", javaScriptEnabled);
  await expect(page.getByRole("heading", { level: 1, name: "Openings" })).toBeVisible();
  await expect(page.getByRole("link", { name: "QA Engineer" })).toHaveCount(0);
});

test("a case study added in the console is where the home slide's View Portfolio lands", async ({ page, javaScriptEnabled }) => {
  await signInAsStaff(page, javaScriptEnabled);
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Work", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Work" })).toBeVisible();
  await expect(page.getByText("Example — replace with your own work")).toHaveCount(2);
  await expectNoViolations(page, javaScriptEnabled);

  await page.getByRole("link", { name: "Add a case study" }).click();
  const title = `Leads from search ${Date.now().toString(36)}`;
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Client").fill("Indore Interiors");
  await page.getByLabel("Industry").fill("Home & living");
  await page.getByLabel("The challenge").fill("Paid ads brought clicks but few enquiries.");
  await page.getByLabel("What we did").fill("Local SEO, a faster site and a shorter quote form.");
  await page.getByLabel(/^Results/).fill("+38% — organic leads\nhalf the cost");
  await submit(page, "Add case study", javaScriptEnabled, 400);
  await expect(page.getByText(/^Line 2: write the figure, a dash/)).toBeVisible();
  await expect(page.getByLabel("Client")).toHaveValue("Indore Interiors");
  await expectNoViolations(page, javaScriptEnabled);
  await page.getByLabel(/^Results/).fill("+38% — organic leads\n-50% — cost per lead");
  await page.getByLabel(/^Upload/).setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: PNG });
  await page.getByLabel(/^Cover image description/).fill("The new booking page");
  await submit(page, "Add case study", javaScriptEnabled);
  await expect(page.getByRole("link", { name: title })).toBeVisible();

  await page.goto("/");
  const portfolio = page.getByRole("link", { name: "View Portfolio" });
  if (javaScriptEnabled) await page.getByRole("region", { name: "Highlights" }).getByRole("button", { name: "Go to slide 3" }).click();
  await portfolio.click();
  await expect(page).toHaveURL(/\/about#portfolio$/);
  const section = page.locator("#portfolio");
  await expect(section.getByRole("heading", { level: 2, name: "Our work" })).toBeInViewport();
  const card = section.getByRole("article", { name: title });
  await expect(card).toBeVisible();
  await expect(card.getByText("Indore Interiors · Home & living")).toBeVisible();
  await expect(card.getByText("+38%")).toBeVisible();
  await expect(card.getByText("cost per lead")).toBeVisible();
  const cover = card.getByRole("img", { name: "The new booking page" });
  // From the media library: a variant named by the picture's hash, served by the site itself.
  await expect(cover).toHaveAttribute("src", /^\/media\/[0-9a-f]{64}-\d+\.(webp|avif)$/);
  expect((await page.request.get((await cover.getAttribute("src"))!)).headers()["content-type"]).toMatch(/^image\/(webp|avif)$/);
});
