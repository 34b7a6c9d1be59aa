import { E2E_ADMIN_TOKEN, E2E_ORIGIN, E2E_SMTP_PORT } from "../../playwright.config";
import { startSmtpInbox, type SmtpInbox } from "../support/smtp-inbox";
import { expect, submitWithoutScript, test, uniqueEmail } from "./forms-helpers";

// The reset email is queued once the page has answered (never while the visitor waits): it must still arrive.
const expected = new Set<string>();
let inbox: SmtpInbox;

test.beforeAll(async () => {
  // Another spec's inbox may hold the SMTP port for a while: wait for it longer than a hook's default.
  test.setTimeout(120_000);
  inbox = await startSmtpInbox({
    port: E2E_SMTP_PORT,
    accept: (mail) => mail.recipients.some((to) => expected.has(to)),
    waitForPortMs: 110_000,
  });
});
test.afterAll(async () => {
  await inbox?.close();
});

test("forgot-password answers, then the reset link arrives by email", async ({ page, request, javaScriptEnabled }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail("reset").replace("@example.com", "@agency.example");
  expected.add(email);
  const invited = await request.post("/console/invitations", {
    headers: { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
    data: { email, role: "staff" },
  });
  expect(invited.status()).toBe(201);
  const token = new URL(((await invited.json()) as { url: string }).url).searchParams.get("token");
  const welcomed = await request.post("/api/staff/welcome", { data: { token, name: "Reset", password: "correct horse battery staple" } });
  expect(welcomed.status()).toBe(201);

  await page.goto("/console/forgot-password");
  await page.getByLabel("Email").fill(email);
  if (javaScriptEnabled) await page.getByRole("button", { name: "Email me a link" }).click();
  else expect(await submitWithoutScript(page, "Email me a link")).toBe(200);
  const mail = await inbox.waitFor((received) => received.recipients.includes(email) && received.text.includes("/console/reset-password?token="), 30_000);
  expect(mail.text).toContain(`${E2E_ORIGIN}/console/reset-password?token=`);
});
