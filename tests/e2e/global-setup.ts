import { E2E_ADMIN_TOKEN, E2E_ORIGIN } from "../../playwright.config";

/**
 * The browser fills and sends a form within a second, and the specs send the same texts again
 * and again from one address: the spam check on arrival would rightly take most of their leads
 * for spam. On the shared server the threshold is set out of reach, so a spec about forms, mail
 * or the inbox meets the lead it sent; the spam rules have their own tests (tests/api/intake-spam).
 */
export default async function globalSetup() {
  const answer = await fetch(`${E2E_ORIGIN}/api/staff/settings/spam`, {
    method: "PUT",
    headers: { Authorization: `Bearer ${E2E_ADMIN_TOKEN}`, "Content-Type": "application/json" },
    body: JSON.stringify({ threshold: 100 }),
  });
  if (!answer.ok) throw new Error(`Setting the e2e server's spam threshold failed: ${answer.status} ${await answer.text()}`);
}
