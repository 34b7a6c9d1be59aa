import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA, plus axe's best practices. */
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/**
 * axe over the whole page with the site's rules. Every rule still runs and every violation comes
 * back with all its elements; only the passes and the undecided are not listed element by
 * element, which the tests never read and which took about a third of each run.
 */
export function axe(page: Page) {
  return new AxeBuilder({ page }).withTags(TAGS).options({ resultTypes: ["violations"] });
}
