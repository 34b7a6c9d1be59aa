import { describe, expect, it } from "vitest";
import { matchesEveryWord, queryWords, wordsFound } from "~/lib/text-match";

describe("text matcher", () => {
  it("splits a query into lower-cased words", () => {
    expect(queryWords("  SEO   Tips ")).toEqual(["seo", "tips"]);
    expect(queryWords("   ")).toEqual([]);
  });

  it("needs every word somewhere among the texts, ignoring case", () => {
    expect(matchesEveryWord(["seo", "asha"], ["SEO for shops", "Asha"])).toBe(true);
    expect(matchesEveryWord(["seo", "ravi"], ["SEO for shops", "Asha"])).toBe(false);
    expect(matchesEveryWord([], ["anything"])).toBe(true);
  });

  it("never matches across the boundary of two texts", () => {
    expect(matchesEveryWord(["shopsasha"], ["SEO for shops", "Asha"])).toBe(false);
    expect(wordsFound(["seo", "tips", "asha"], ["Local SEO tips"])).toBe(2);
  });
});
