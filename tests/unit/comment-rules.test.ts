import { describe, expect, it } from "vitest";
import {
  blockedPhraseIn,
  countLinks,
  heldReasonFor,
  normaliseCommentText,
  parseBlockList,
} from "../../api/moderation/rules";

describe("countLinks", () => {
  it.each([
    ["No links at all, just words.", 0],
    ["See https://example.com/path?x=1 and http://another.org", 2],
    ["www.spam-shop.ru is a host even without a scheme", 1],
    ["Bare domains count: example.com, cheap.io and my-site.co.uk/page", 3],
    ["A sentence ending with a domain: visit example.com.", 1],
    ["Node.js, e.g. and i.e. are prose, not hosts", 0],
    ["An address such as name@example.com is not a link", 0],
    ["HTTPS://EXAMPLE.COM in capitals", 1],
  ])("%s → %i", (text, expected) => {
    expect(countLinks(text)).toBe(expected);
  });
});

describe("blockedPhraseIn", () => {
  it("matches whole words whatever their case", () => {
    expect(blockedPhraseIn("Try our CASINO today", ["casino"])).toBe("casino");
    expect(blockedPhraseIn("Casinos and casinoroyale", ["casino"])).toBeNull();
  });

  it("matches a phrase across any spacing and next to punctuation", () => {
    expect(blockedPhraseIn("Get free\n  money!", ["free money"])).toBe("free money");
    expect(blockedPhraseIn("(viagra)", ["viagra"])).toBe("viagra");
  });

  it("treats regular-expression characters in a phrase as text", () => {
    expect(blockedPhraseIn("win $$$ now", ["$$$"])).toBe("$$$");
    expect(blockedPhraseIn("a.b", ["a*b"])).toBeNull();
  });

  it("works for words outside the Latin alphabet", () => {
    expect(blockedPhraseIn("यह जुआ है", ["जुआ"])).toBe("जुआ");
  });
});

describe("normaliseCommentText", () => {
  it("ignores case and spacing", () => {
    expect(normaliseCommentText("  Great   POST,\nthanks ")).toBe(normaliseCommentText("great post, thanks"));
  });
});

describe("parseBlockList", () => {
  it("keeps one trimmed entry a line, dropping blanks and repeats", () => {
    expect(parseBlockList(" casino \r\n\nCASINO\nfree   money\n")).toEqual(["casino", "free money"]);
  });
});

describe("heldReasonFor", () => {
  const facts = { blockList: ["casino"], recentTexts: ["Nice one"] };
  it("names the first rule a comment breaks", () => {
    expect(heldReasonFor({ ...facts, content: "a.com b.com c.com casino" })).toBe("links");
    expect(heldReasonFor({ ...facts, content: "a.com b.com casino" })).toBe("blocked-word");
    expect(heldReasonFor({ ...facts, content: "NICE  one" })).toBe("repeated");
    expect(heldReasonFor({ ...facts, content: "Nice one indeed" })).toBeNull();
  });
});
