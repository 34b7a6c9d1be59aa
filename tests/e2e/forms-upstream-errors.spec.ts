import type { Locator, Page } from "@playwright/test";
import { E2E_ADMIN_TOKEN } from "../../playwright.config";
import { expect, PHONE_LINE, test as formsTest } from "./forms-helpers";
import { type OwnServer, startOwnServer } from "./own-server";
import { BACKEND_SECRET, type StubBackend, startStubBackend } from "./stub-backend";

/**
 * The site in front of a foreign backend that refuses form posts (tests/e2e/stub-backend.ts):
 * each refusal reads as the site's own sentence, the typed input stays, the backend's words never show.
 */
const test = formsTest.extend<object, { backend: StubBackend; ownServer: OwnServer }>({
  backend: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern; it has none.
    async ({}, provide) => {
      const backend = await startStubBackend();
      await provide(backend);
      await backend.stop();
    },
    { scope: "worker" },
  ],
  ownServer: [
    async ({ backend }, provide) => {
      const server = await startOwnServer(E2E_ADMIN_TOKEN, { API_BASE_URL: backend.url });
      await provide(server);
      await server.stop();
    },
    { scope: "worker", timeout: 90_000 },
  ],
  baseURL: async ({ ownServer }, provide) => provide(ownServer.origin),
  // With JavaScript the form's fetch logs the 502 of a backend without the endpoint: that is the answer under test.
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern; it has none.
  expectedConsoleError: async ({}, provide) =>
    provide((text, url, origin) => /status of (4\d\d|502) /.test(text) && url.startsWith(origin) && new URL(url).pathname.endsWith(".data")),
});

test.describe.configure({ mode: "serial", timeout: 120_000 });

const CASES = [
  { marker: "upstream-404", status: 502, text: (what: string) => `Your ${what} could not be sent: our form is not working right now.` },
  { marker: "upstream-422", status: 422, text: () => "This email address was not accepted. Please check it." },
  { marker: "upstream-429", status: 429, text: () => "Too many attempts. Please try again in 2 minutes." },
] as const;

interface FormCase {
  path: string;
  what: string;
  button: string;
  form(page: Page): Locator;
  fill(form: Locator, email: string): Promise<void>;
  /** A field whose typed value must come back. */
  kept: [label: string, value: string];
}

const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n");

const FORMS: FormCase[] = [
  {
    path: "/contact",
    what: "message",
    button: "Send Message",
    form: (page) => page.locator("#send-message form"),
    fill: async (form, email) => {
      await form.getByLabel("Full Name").fill("Meera Joshi");
      await form.getByLabel("Email Address").fill(email);
      await form.getByLabel("Phone Number", { exact: true }).fill("98765 43210");
      await form.getByLabel("Service").selectOption("Full-suite-branding-brand-building");
      await form.getByLabel("Project Details").fill("We need a new identity for our bakery chain.");
    },
    kept: ["Project Details", "We need a new identity for our bakery chain."],
  },
  {
    path: "/career",
    what: "application",
    button: "Submit Application",
    form: (page) => page.locator("#apply form"),
    fill: async (form, email) => {
      await form.getByLabel("Full Name").fill("Ravi Kumar");
      await form.getByLabel("Email Address").fill(email);
      await form.getByLabel("Phone Number", { exact: true }).fill("99887 76655");
      await form.getByLabel("Position Applying For").selectOption("Graphic Designer");
      await form.getByLabel("Upload Resume (PDF/DOC)").setInputFiles({ name: "Ravi Kumar CV.pdf", mimeType: "application/pdf", buffer: PDF });
      await form.getByLabel("Short Cover Letter (optional)").fill("Five years of brand work.");
    },
    kept: ["Short Cover Letter (optional)", "Five years of brand work."],
  },
];

for (const form of FORMS) {
  for (const failure of CASES) {
    test(`${form.path}: a backend answering ${failure.marker.slice(-3)} reads as the site's message, with the input kept`, async ({ page, javaScriptEnabled }) => {
      const email = `${failure.marker}.${Date.now().toString(36)}@example.com`;
      await page.goto(form.path);
      const element = form.form(page);
      await form.fill(element, email);
      const posted = page.waitForResponse((response) => response.request().method() === "POST");
      await element.getByRole("button", { name: form.button }).click();
      expect((await posted).status()).toBe(failure.status);
      await expect(element.getByText(failure.text(form.what))).toBeVisible();
      if (failure.marker !== "upstream-422") await expect(element.getByRole("alert")).toContainText(PHONE_LINE);
      await expect(element.getByLabel("Email Address")).toHaveValue(email);
      await expect(element.getByLabel(form.kept[0])).toHaveValue(form.kept[1]);
      await expect(page.locator("body")).not.toContainText(BACKEND_SECRET);
      await expect(page.locator("body")).not.toContainText("Not found");
      if (javaScriptEnabled) await expect(page.locator(".form-toast")).toHaveCount(0);
    });
  }
}
