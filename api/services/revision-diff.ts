import { diffLines } from "diff";
import type { SiteContentDiffLine } from "../../contract/site-content/kinds";

/**
 * One line per value, named by its path ("address.city: Indore", "faqs[2].q: …"), so a diff
 * reads as the fields that changed rather than as JSON punctuation.
 */
export function readableLines(value: unknown, path = ""): string[] {
  if (Array.isArray(value)) {
    if (value.length === 0) return [`${path}: (none)`];
    return value.flatMap((item, index) => readableLines(item, `${path}[${index}]`));
  }
  if (value !== null && typeof value === "object") {
    return Object.keys(value)
      .sort()
      .flatMap((key) => readableLines((value as Record<string, unknown>)[key], path ? `${path}.${key}` : key));
  }
  const text = typeof value === "string" ? value.replace(/\r?\n/g, " ⏎ ") : JSON.stringify(value);
  return [`${path}: ${text}`];
}

/** The lines a revision added and removed against the one before it (nothing before: all added). */
export function revisionDiff(before: unknown, after: unknown): SiteContentDiffLine[] {
  const text = (value: unknown) => (value === undefined ? "" : `${readableLines(value).join("\n")}\n`);
  return diffLines(text(before), text(after)).flatMap((part) =>
    part.value
      .replace(/\n$/, "")
      .split("\n")
      .map((line) => ({ change: part.added ? "added" : part.removed ? "removed" : "same", text: line }) as const),
  );
}
