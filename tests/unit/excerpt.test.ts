import { describe, expect, it } from "vitest";
import { truncate } from "~/lib/blog/post";

const ELLIPSIS = "...";
const body = (excerpt: string) => excerpt.slice(0, -ELLIPSIS.length);

// The opening of a seeded post, long enough to be cut (spec: 160 in the list, 150 on Home).
const text =
  "Ask five people in a growing company which marketing channel works best and you may hear five answers. The ads dashboard credits search campaigns, the social media report credits Instagram, and the sales team remembers the trade show.";

describe("excerpts", () => {
  it.each([160, 150])("stop at a word boundary within %i characters, then add the ellipsis", (length) => {
    const excerpt = truncate(text, length);
    expect(excerpt.endsWith(ELLIPSIS)).toBe(true);
    expect(body(excerpt).length).toBeLessThanOrEqual(length);
    // Every word kept is a whole word of the text.
    expect(text.startsWith(body(excerpt))).toBe(true);
    expect(text[body(excerpt).length]).toMatch(/[\s,.]/);
  });

  it("keep the text whole when it fits, with no ellipsis", () => {
    expect(truncate("A short post.", 160)).toBe("A short post.");
    expect(truncate(text.slice(0, 160), 160)).toBe(text.slice(0, 160));
  });

  it("keep the last word when the limit falls just after it", () => {
    expect(truncate("working for you today", 11)).toBe("working for...");
    expect(truncate("working for you today", 12)).toBe("working for...");
  });

  it("never end on a mid-word fragment like 'working for y…'", () => {
    expect(truncate("We are working for you and with you", 16)).toBe("We are working...");
    expect(truncate("We are working for you and with you", 13)).toBe("We are...");
    expect(truncate("working for you", 13)).toBe("working for...");
  });

  it("drop a comma or dash left before the ellipsis", () => {
    expect(truncate("Plans, budgets, people and more", 16)).toBe("Plans, budgets...");
    expect(truncate("Fast — and safe", 6)).toBe("Fast...");
  });

  it("cut a single overlong word rather than show nothing", () => {
    expect(truncate("Supercalifragilistic", 5)).toBe(`Super${ELLIPSIS}`);
  });
});
