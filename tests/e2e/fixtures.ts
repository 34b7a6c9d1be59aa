import type { APIRequestContext, Page } from "@playwright/test";
import { E2E_ADMIN_TOKEN, E2E_ORIGIN } from "../../playwright.config";
import { test as base, expect } from "./hydrated";

/**
 * Remix logs the AbortError of a data request it cancelled itself (a click that supersedes a
 * page still loading): the browser goes on to the newer page, and nothing went wrong.
 */
export function isCancelledByRouter(text: string): boolean {
  return text.startsWith("AbortError: signal is aborted without reason");
}

/** A console error a spec expects on purpose (a form's refused post, say); the guard lets it pass. */
export type ExpectedConsoleError = (text: string, url: string, origin: string) => boolean;

/** Listens to a page for console errors, uncaught exceptions and requests that leave the site. */
function watch(page: Page, origin: string, expected: ExpectedConsoleError): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    const { url } = message.location();
    // A page that answers 404 on purpose makes the browser log its own status; that is not a fault.
    const ownDocument = url === page.url() && message.text().startsWith("Failed to load resource");
    if (!ownDocument && !isCancelledByRouter(message.text()) && !expected(message.text(), url, origin)) {
      problems.push(`console error: ${message.text()} (${url})`);
    }
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  page.on("request", (request) => {
    const url = request.url();
    if (url.startsWith("data:") || url.startsWith("blob:")) return;
    const requestOrigin = new URL(url).origin.replace(/^ws/, "http");
    if (requestOrigin !== origin) problems.push(`request to another host: ${url}`);
  });
  return problems;
}

export type ConsoleRole = "owner" | "staff";

/** A staff account of this worker, signed in once: the browser state (its cookies) that carries its session. */
export interface ConsoleAccount {
  role: ConsoleRole;
  email: string;
  name: string;
  password: string;
  storageState: Awaited<ReturnType<APIRequestContext["storageState"]>>;
}

const CONSOLE_NAMES: Record<ConsoleRole, string> = { owner: "Priya Editor", staff: "Mina Moderator" };

/**
 * Invites an account through the staff API with the host's token, sets its password and signs it
 * in through the console's own form post: the session cookie a browser would get. The hashing and
 * the page loads of a sign-in cost seconds, so each worker does this once per role.
 */
export async function signedInAccount(
  newContext: (options: { baseURL: string; extraHTTPHeaders: Record<string, string> }) => Promise<APIRequestContext>,
  role: ConsoleRole,
  origin = E2E_ORIGIN,
  worker = 0,
  /** Roles of their own (docs/roles.md) instead of the role's former set, with a name that says so. */
  only?: { roles: string[]; name: string },
): Promise<ConsoleAccount> {
  const email = `${role}.w${worker}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@agency.example`;
  const name = only?.name ?? CONSOLE_NAMES[role];
  const password = "correct horse battery staple";
  // An address of its own per worker, so the sign-in limits of one never meet another's.
  const api = await newContext({ baseURL: origin, extraHTTPHeaders: { "X-Forwarded-For": `10.250.${worker % 250}.${role === "owner" ? 2 : 3}` } });
  const invited = await api.post("/api/staff/invitations", { headers: { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` }, data: only ? { email, roles: only.roles } : { email, role } });
  expect(invited.status()).toBe(201);
  const { token } = (await invited.json()) as { token: string };
  expect((await api.post("/api/staff/welcome", { data: { token, name, password } })).status()).toBe(201);
  const signedIn = await api.post("/console/sign-in", { form: { email, password, redirectTo: "/console" }, headers: { Origin: origin }, maxRedirects: 0 });
  expect(signedIn.status()).toBe(303);
  const storageState = await api.storageState();
  await api.dispose();
  return { role, email, name, password, storageState };
}

/**
 * Every page test fails on a console error, an uncaught exception, or any request that
 * leaves the site: the site must work on its own origin alone. The guard comes with the
 * `page` fixture, so a test that asks only for `request` opens no browser at all.
 */
export const test = base.extend<
  { expectedConsoleError: ExpectedConsoleError; consoleAs: ConsoleRole | undefined; consoleAccount: ConsoleAccount },
  { consoleAccounts: (role: ConsoleRole) => Promise<ConsoleAccount> }
>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern; it has none.
  expectedConsoleError: async ({}, provide) => provide(() => false),
  /**
   * `test.use({ consoleAs: "owner" })` (or "staff"): the spec's pages open signed in to the
   * console, as this worker's account of that role (docs/testing-e2e.md).
   */
  consoleAs: [undefined, { option: true }],
  // One account per role and worker, made on first use: tests of a worker run one at a time.
  consoleAccounts: [
    async ({ playwright }, provide, workerInfo) => {
      const accounts = new Map<ConsoleRole, Promise<ConsoleAccount>>();
      await provide((role) => {
        if (!accounts.has(role)) {
          accounts.set(role, signedInAccount((options) => playwright.request.newContext(options), role, E2E_ORIGIN, workerInfo.parallelIndex));
        }
        return accounts.get(role)!;
      });
    },
    { scope: "worker" },
  ],
  consoleAccount: async ({ consoleAs, consoleAccounts }, provide) => {
    if (!consoleAs) throw new Error("consoleAccount needs test.use({ consoleAs: \"owner\" | \"staff\" })");
    await provide(await consoleAccounts(consoleAs));
  },
  // The test's own browser context carries the session; `request` and browser.newContext() (a
  // visitor in a browser of their own) stay without it.
  context: async ({ context, consoleAs, consoleAccounts }, provide) => {
    if (consoleAs) await context.addCookies((await consoleAccounts(consoleAs)).storageState.cookies);
    await provide(context);
  },
  page: async ({ page, baseURL, expectedConsoleError }, provide) => {
    const problems = watch(page, new URL(baseURL!).origin, expectedConsoleError);
    await provide(page);
    expect(problems, problems.join("\n")).toEqual([]);
  },
});

export { expect };
