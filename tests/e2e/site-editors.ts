import { expect, type Page } from "@playwright/test";

const EDITOR = /^\/console\/site\/([^/]+)\/[^/?]+$/;

/**
 * One editor per kind of site content, as the console's Site content page links them: each kind
 * has its own form (the company's facts, Home's sections, a service, the legal pages' Markdown…).
 */
export async function oneEditorPerKind(page: Page): Promise<string[]> {
  await page.goto("/console/site");
  return editorsLinkedFrom(page);
}

/** The same, read from the Site content page already open. */
export async function editorsLinkedFrom(page: Page): Promise<string[]> {
  const hrefs = await page.locator("main a[href]").evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  const byKind = new Map<string, string>();
  for (const href of hrefs) {
    const kind = EDITOR.exec(href)?.[1];
    if (kind && !byKind.has(kind)) byKind.set(kind, href);
  }
  // company, home, services, team, testimonials, logos, technologies, legal, about
  expect([...byKind.keys()].length, "kinds linked from /console/site").toBeGreaterThanOrEqual(9);
  return [...byKind.values()];
}
