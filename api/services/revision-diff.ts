import { diffLines } from "diff";
import type { RevisionDiffLine } from "../../contract/revisions";

const NONE: ReadonlySet<string> = new Set();

/**
 * One line per value, named by its path ("address.city: Indore", "faqs[2].q: …"), so a diff
 * reads as the fields that changed rather than as JSON punctuation.
 */
export function readableLines(value: unknown, path = "", longText: ReadonlySet<string> = NONE): string[] {
  if (Array.isArray(value)) {
    if (value.length === 0) return [`${path}: (none)`];
    return value.flatMap((item, index) => readableLines(item, `${path}[${index}]`, longText));
  }
  if (value !== null && typeof value === "object") {
    return Object.keys(value)
      .sort()
      .flatMap((key) => readableLines((value as Record<string, unknown>)[key], path ? `${path}.${key}` : key, longText));
  }
  // A long text (a post's body) keeps its own lines, so an edit shows as the lines it touched.
  if (typeof value === "string" && longText.has(path)) return value.split(/\r?\n/).map((line) => `${path}: ${line}`);
  const text = typeof value === "string" ? value.replace(/\r?\n/g, " ⏎ ") : JSON.stringify(value);
  return [`${path}: ${text}`];
}

/**
 * The lines a revision added and removed against the one before it (nothing before: all added).
 * `longText` names fields diffed line by line rather than as one value (a post's `markdown`).
 */
export function revisionDiff(before: unknown, after: unknown, longText: readonly string[] = []): RevisionDiffLine[] {
  const fields = new Set(longText);
  const text = (value: unknown) => (value === undefined ? "" : `${readableLines(value, "", fields).join("\n")}\n`);
  return diffLines(text(before), text(after)).flatMap((part) =>
    part.value
      .replace(/\n$/, "")
      .split("\n")
      .map((line) => ({ change: part.added ? "added" : part.removed ? "removed" : "same", text: line }) as const),
  );
}
