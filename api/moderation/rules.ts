import type { HeldReason } from "../../contract/comments";

/** More links than this hold a comment: a reader may cite a source or two, spam lists many. */
export const MAX_LINKS = 2;
/** The same text again within this time (any post, any visitor) is held as a likely flood. */
export const REPEAT_WINDOW_MS = 10 * 60_000;

/**
 * Top-level domains that make a bare "name.tld" count as a link. A closed list, so prose such as
 * "Node.js" or "e.g." is not mistaken for an address while the hosts spam uses are caught.
 */
const LINK_TLDS = new Set(
  (
    "com net org info biz io co ai app dev me tv cc ly to gg in us uk de fr ru cn jp br au ca nl es it pl " +
    "xyz top site online shop store club live life link click space tech website blog news pro vip win bid " +
    "loan work fun icu buzz cfd sbs tk ml ga cf gq pw ws su eu asia mobi name"
  ).split(" "),
);

const FULL_URL = /\bhttps?:\/\/[^\s<>"']+/gi;
const WWW_HOST = /\bwww\.[^\s<>"']+/gi;
// A host name not inside an email address (no "@" before it) and not inside a longer word.
const BARE_DOMAIN = /(?<![\w@.-])((?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+([a-z]{2,24}))(?![\w-]|\.[a-z0-9])/gi;

/** How many addresses a text holds: http(s) URLs, www. hosts and bare domains on common TLDs. */
export function countLinks(text: string): number {
  let count = 0;
  const rest = text
    .replace(FULL_URL, () => {
      count += 1;
      return " ";
    })
    .replace(WWW_HOST, () => {
      count += 1;
      return " ";
    });
  for (const match of rest.matchAll(BARE_DOMAIN)) {
    if (LINK_TLDS.has(match[2].toLowerCase())) count += 1;
  }
  return count;
}

/** The text as compared for repeats: same letters and words whatever the case or spacing. */
export function normaliseCommentText(text: string): string {
  return text.normalize("NFKC").toLowerCase().replace(/\s+/gu, " ").trim();
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** One block-list line as a whole-word, case-insensitive pattern; spacing inside a phrase is loose. */
function blockPattern(phrase: string): RegExp | null {
  const words = normaliseCommentText(phrase).split(" ").filter(Boolean);
  if (!words.length) return null;
  return new RegExp(`(?<![\\p{L}\\p{N}_])${words.map(escapeRegExp).join("\\s+")}(?![\\p{L}\\p{N}_])`, "iu");
}

/** The first block-list word or phrase the text contains as whole words, or null. */
export function blockedPhraseIn(text: string, blockList: readonly string[]): string | null {
  const normalised = text.normalize("NFKC");
  for (const phrase of blockList) {
    if (blockPattern(phrase)?.test(normalised)) return phrase;
  }
  return null;
}

/** The block list as typed in the console: one entry a line, trimmed, blanks and repeats dropped. */
export function parseBlockList(text: string): string[] {
  const seen = new Set<string>();
  const phrases: string[] = [];
  for (const line of text.split(/\r?\n/)) {
    const phrase = line.replace(/\s+/gu, " ").trim();
    const key = normaliseCommentText(phrase);
    if (!phrase || seen.has(key)) continue;
    seen.add(key);
    phrases.push(phrase);
  }
  return phrases;
}

export interface ArrivalFacts {
  content: string;
  blockList: readonly string[];
  /** Texts of comments made within REPEAT_WINDOW_MS, as stored. */
  recentTexts: readonly string[];
}

/** Why a new comment must wait for a person, or null when it goes live at once. */
export function heldReasonFor({ content, blockList, recentTexts }: ArrivalFacts): HeldReason | null {
  if (countLinks(content) > MAX_LINKS) return "links";
  if (blockedPhraseIn(content, blockList)) return "blocked-word";
  const normalised = normaliseCommentText(content);
  if (recentTexts.some((text) => normaliseCommentText(text) === normalised)) return "repeated";
  return null;
}
