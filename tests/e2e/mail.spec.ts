import { E2E_ADMIN_TOKEN, E2E_ORIGIN, E2E_SMTP_PORT } from "../../playwright.config";
import { startSmtpInbox, type SmtpInbox } from "../support/smtp-inbox";
import { expect, submitWithoutScript, test, uniqueEmail } from "./forms-helpers";

// The e2e server sends to one SMTP port. The inbox takes only this spec's mail and answers
// any other 451, so the server keeps it for whoever listens next; the other project's run of
// this spec waits for the port.
const expected = new Set<string>();
let inbox: SmtpInbox;

test.beforeAll(async () => {
  // Another spec's inbox may hold the SMTP port for a while: wait for it longer than a hook's default.
  test.setTimeout(120_000);
  inbox = await startSmtpInbox({ port: E2E_SMTP_PORT, accept: (mail) => expected.has(mail.replyTo), waitForPortMs: 110_000 });
});
test.afterAll(async () => {
  await inbox?.close();
});

test("staff get an email for a contact message, with its fields, Reply-To the visitor and a link to the lead", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  const email = uniqueEmail("mail");
  expected.add(email);
  await page.goto("/contact");
  const form = page.locator("#send-message form");
  await form.getByLabel("Full Name").fill("Meera Joshi");
  await form.getByLabel("Email Address").fill(email);
  await form.getByLabel("Phone Number", { exact: true }).fill("98765 43210");
  await form.getByLabel("Service").selectOption("Full-suite-branding-brand-building");
  await form.getByLabel("Project Details").fill("We need a new identity for our bakery chain.");

  const posted = Date.now();
  if (javaScriptEnabled) await form.getByRole("button", { name: "Send Message" }).click();
  else expect(await submitWithoutScript(page, "Send Message")).toBe(200);
  await expect(form.getByText("Thanks! Your message has been sent.")).toBeVisible();

  const mail = await inbox.waitFor((message) => message.replyTo === email, 30_000);
  console.log(`[mail] ${javaScriptEnabled ? "JS on" : "JS off"}: the notification arrived ${mail.receivedAt - posted} ms after the post`);

  const list = await request.get("/api/enquiries?per_page=100", { headers: { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` } });
  const stored = ((await list.json()) as { data: { id: number; email: string }[] }).data.find((item) => item.email === email);
  expect(stored).toBeDefined();

  expect(mail.subject).toBe("New enquiry: Meera Joshi, Full-Suite Branding & Brand Building");
  expect(mail.replyTo).toBe(email);
  expect(mail.recipients.sort()).toEqual(["owner@agency.example", "sales@agency.example"]);
  for (const line of [
    "Name: Meera Joshi",
    `Email: ${email}`,
    "Phone: +919876543210",
    "Service: Full-Suite Branding & Brand Building",
    "Message:\n  We need a new identity for our bakery chain.",
    "Form: Contact form",
    `Open it in the console: ${E2E_ORIGIN}/console/leads/enquiry/${stored!.id}`,
  ]) {
    expect(mail.text).toContain(line);
  }
  expect(mail.text).toMatch(/Received: \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} [ap]m IST/);
  expect(mail.html).toContain(`href="${E2E_ORIGIN}/console/leads/enquiry/${stored!.id}"`);
});
