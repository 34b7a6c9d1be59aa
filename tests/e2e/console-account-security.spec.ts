import type { APIRequestContext, Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { E2E_ADMIN_TOKEN, E2E_ORIGIN } from "../../playwright.config";
import { expect, submitWithoutScript, test, uniqueEmail } from "./forms-helpers";

const PASSWORD = "correct horse battery staple";

/** Posts the button's form: a click with JavaScript, a plain document post (checked) without. */
async function submit(page: Page, button: string, javaScriptEnabled: boolean, refused = false) {
  if (javaScriptEnabled) await page.getByRole("button", { name: button }).click();
  else if (refused) expect(await submitWithoutScript(page, button)).toBeGreaterThanOrEqual(400);
  else expect(await submitWithoutScript(page, button)).toBeLessThan(400);
}

async function expectAt(page: Page, pathAndQuery: string) {
  await expect.poll(() => page.url().replace(/#.*$/, "")).toBe(`${E2E_ORIGIN}${pathAndQuery}`);
}

/** An invitation made with the host's admin token, accepted through the API: the new member's email. */
async function newMember(request: APIRequestContext, role: "owner" | "staff", name: string) {
  const email = uniqueEmail(role).replace("@example.com", "@agency.example");
  const invited = await request.post("/console/invitations", {
    headers: { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
    data: { email, role },
  });
  expect(invited.status()).toBe(201);
  const token = new URL(((await invited.json()) as { url: string }).url).searchParams.get("token");
  const welcomed = await request.post("/api/staff/welcome", { data: { token, name, password: PASSWORD } });
  expect(welcomed.status()).toBe(201);
  return email;
}

async function signIn(page: Page, email: string, javaScriptEnabled: boolean) {
  await page.goto("/console/sign-in");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await submit(page, "Sign in", javaScriptEnabled);
  await expectAt(page, "/console");
}

test("two-factor gives ten recovery codes once; one signs in, the console says how many are left, and the audit log shows it", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  test.setTimeout(120_000);
  // Every project shares the server's database: the name tells this run's entries apart.
  const name = `Rhea ${Math.random().toString(36).slice(2, 8)}`;
  const email = await newMember(request, "owner", name);
  await signIn(page, email, javaScriptEnabled);

  await page.goto("/console/account");
  await submit(page, "Set up two-factor", javaScriptEnabled);
  const phoneLink = page.getByRole("link", { name: "Set up on this phone" });
  await expect(phoneLink).toHaveAttribute("href", /^otpauth:\/\/totp\/.+secret=[A-Z2-7]+/);
  const secret = (await page.locator(".totp-secret").textContent())!.trim();
  const totp = new TOTP({ algorithm: "SHA1", digits: 6, period: 30, secret: Secret.fromBase32(secret) });
  await page.getByLabel("6-digit code from the app").fill(totp.generate());
  await submit(page, "Turn on two-factor", javaScriptEnabled);

  const codes = page.locator(".recovery-code-list li");
  await expect(codes).toHaveCount(10);
  const shown = (await codes.allTextContents()).map((code) => code.trim());
  expect(new Set(shown).size).toBe(10);
  await expect(page.getByText("Two-factor sign-in is on")).toBeVisible();
  // Shown once: the page itself, loaded again, has only the count.
  await page.goto("/console/account");
  await expect(page.locator(".recovery-code-list li")).toHaveCount(0);
  await expect(page.getByText("Recovery codes left: 10 of 10.")).toBeVisible();

  await submit(page, "Sign out", javaScriptEnabled);
  await expectAt(page, "/console/sign-in");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await submit(page, "Sign in", javaScriptEnabled, true);
  const code = page.getByLabel("Code from your authenticator app, or a recovery code");
  await expect(code).toBeVisible();
  await code.fill(shown[3]);
  await submit(page, "Sign in", javaScriptEnabled);
  await expectAt(page, "/console");
  await expect(page.getByRole("status").filter({ hasText: "You signed in with a recovery code; 9 left." })).toBeVisible();
  // Said once: the next page does not repeat it.
  await page.goto("/console/account");
  await expect(page.getByText("You signed in with a recovery code")).toHaveCount(0);
  await expect(page.getByText("Recovery codes left: 9 of 10.")).toBeVisible();

  // The owner reads the sign-in in the audit log, filtered in the URL.
  await page.goto("/console/audit");
  await page.getByLabel("Action").selectOption("sign_in");
  await page.getByLabel("Who (name, email or id)").fill(name);
  await page.getByRole("button", { name: "Filter" }).click();
  await expectAt(page, `/console/audit?${new URLSearchParams({ actor: name, action: "sign_in" })}`);
  const rows = page.locator(".audit-table tbody tr");
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText("Signed in with a recovery code (9 left)");
  await expect(rows.first()).toContainText(name);

  // A filter that cannot be one answers the form with a message, not an error page.
  const bad = await page.goto("/console/audit?from=2026-02-30");
  expect(bad?.status()).toBe(400);
  await expect(page.getByRole("alert")).toContainText("These filters cannot be used");
  await expect(page.getByLabel("Action")).toBeVisible();
});

test("removing a staff member asks twice", async ({ page, request, javaScriptEnabled }) => {
  test.setTimeout(120_000);
  const ownerName = `Omar ${Math.random().toString(36).slice(2, 8)}`;
  const owner = await newMember(request, "owner", ownerName);
  const member = await newMember(request, "staff", "Sid Staff");
  await signIn(page, owner, javaScriptEnabled);
  await page.goto("/console/staff");
  const row = page.locator("tr", { hasText: member });
  await expect(row).toHaveCount(1);

  // The first click only opens the question: nothing is removed yet.
  await row.getByText("Remove…").click();
  await expect(row.getByText("loses access at once")).toBeVisible();
  await page.goto("/console/staff");
  await expect(page.locator("tr", { hasText: member })).toHaveCount(1);

  await page.locator("tr", { hasText: member }).getByText("Remove…").click();
  await submit(page, `Remove ${member} for good`, javaScriptEnabled);
  await expectAt(page, "/console/staff");
  await expect(page.locator("tr", { hasText: member })).toHaveCount(0);
  await expect(page.locator("tr", { hasText: owner })).toHaveCount(1);

  // The audit log has the removal, with who did it.
  await page.goto(`/console/audit?${new URLSearchParams({ action: "staff_removed", actor: ownerName })}`);
  await expect(page.locator(".audit-table tbody tr").first()).toContainText(`Removed ${member}`);
});

test("the audit log is for owners: staff get 403 and no link to it", async ({ page, request, javaScriptEnabled }) => {
  const member = await newMember(request, "staff", "Stella Staff");
  await signIn(page, member, javaScriptEnabled);
  await expect(page.getByRole("link", { name: "Audit log" })).toHaveCount(0);
  const answer = await page.goto("/console/audit");
  expect(answer?.status()).toBe(403);
  // Without a session, sign-in first.
  const visitor = await request.get("/console/audit", { maxRedirects: 0 });
  expect(visitor.status()).toBe(303);
});
