import AxeBuilder from "@axe-core/playwright";
import { expect, type Frame, type Page } from "@playwright/test";

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA, plus axe's best practices. */
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/**
 * A frame sandboxed without `allow-scripts` runs no script, axe's neither; nor does the console's
 * résumé viewer, sandboxed by its answer's own policy (a PDF, not a page axe could read).
 */
const SCRIPTLESS_FRAME = 'iframe[sandbox]:not([sandbox~="allow-scripts"]), iframe.resume-viewer';

async function runsNoScript(frame: Frame): Promise<boolean> {
  const element = await frame.frameElement().catch(() => null);
  return (await element?.evaluate((node, selector) => (node as Element).matches(selector), SCRIPTLESS_FRAME)) ?? false;
}

/**
 * A page of one document (no frames) is analysed in axe's "legacy" mode, in the page itself. By
 * default the builder gathers a partial result from each frame and merges them in a blank page
 * it opens for that, loading axe there again: needed for frames (a sandboxed résumé, the map),
 * but for a single document it only adds a page, for the same rules on the same elements, and
 * took over half of each run. A page with frames keeps the default, so every frame is checked,
 * but for one sandboxed without scripts: left out, and without it the page counts as one document.
 */
class SiteAxeBuilder extends AxeBuilder {
  constructor(private readonly target: Page) {
    super({ page: target });
  }

  override async analyze() {
    const children = this.target.frames().filter((frame) => frame !== this.target.mainFrame());
    const scriptless = await Promise.all(children.map(runsNoScript));
    if (scriptless.some(Boolean)) this.exclude(SCRIPTLESS_FRAME);
    this.setLegacyMode(scriptless.every(Boolean));
    return super.analyze();
  }
}

/**
 * axe over the whole page with the site's rules. Every rule still runs and every violation comes
 * back with all its elements; only the passes and the undecided are not listed element by
 * element, which the tests never read and which took about a third of each run.
 */
export function axe(page: Page) {
  return new SiteAxeBuilder(page).withTags(TAGS).options({ resultTypes: ["violations"] });
}

type AxeResults = Awaited<ReturnType<ReturnType<typeof axe>["analyze"]>>;

/** One readable block per violation: rule, impact, help, and the first few elements with their markup. */
function report(violations: AxeResults["violations"]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes.slice(0, 6).map((node) => {
        const html = node.html.replace(/\s+/g, " ").slice(0, 180);
        const summary = (node.failureSummary ?? "").split("\n").slice(1, 3).map((line) => line.trim()).join(" ");
        return `    - ${node.target.join(" >> ")}\n      ${html}${summary ? `\n      ${summary}` : ""}`;
      });
      const more = violation.nodes.length > 6 ? `\n    … and ${violation.nodes.length - 6} more` : "";
      return `${violation.id} [${violation.impact}] ${violation.help} (${violation.helpUrl})\n${nodes.join("\n")}${more}`;
    })
    .join("\n\n");
}

/**
 * Waits for what axe's verdict depends on: the load event (styles and images in), the page
 * hydrated (`<html data-hydrated>`: its scripts start after load, and axe runs with scripts on),
 * and the web fonts, which size the text. Not `networkidle`: that adds half a second of quiet
 * after the last request to every run, and what arrives later (a part's code fetched as it nears
 * the viewport) hydrates the markup that is already there without changing it.
 */
export async function settle(page: Page) {
  await page.waitForLoadState("load");
  await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"));
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/**
 * Runs axe over the whole page and fails with a readable list of what it found. With the page's
 * clock paused (to hold a popup up), axe's own timers still need time to pass: the clock then
 * moves a millisecond at a time while axe works, far too little for anything else to change.
 */
export async function expectNoViolations(page: Page, { clockPaused = false } = {}) {
  if (!clockPaused) await settle(page);
  let finished = false;
  const analysis = axe(page)
    .analyze()
    .finally(() => (finished = true));
  while (clockPaused && !finished) {
    // On a page with frames axe finishes its run in a blank page of its own, which may close between two ticks.
    await page.clock.runFor(1).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const { violations } = await analysis;
  const message = `${violations.length} accessibility violation(s) on ${page.url()}:\n\n${report(violations)}\n`;
  expect(violations.map((violation) => violation.id), message).toEqual([]);
}

/** Carousels and other motion stand still, so colours are measured on a page at rest. */
export async function prepare(page: Page, size: { width: number; height: number } | null) {
  await page.emulateMedia({ reducedMotion: "reduce" });
  if (size) await page.setViewportSize(size);
}
