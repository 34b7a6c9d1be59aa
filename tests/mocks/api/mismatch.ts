import type { ZodError, ZodIssue } from "zod";

/** A field's path as a test names it: `body[0].author_info.name`. */
function pathOf(root: string, path: (string | number)[]): string {
  const named = path.reduce<string>((text, part) => {
    if (typeof part === "number") return `${text}[${part}]`;
    if (!/^[A-Za-z_$][\w$]*$/.test(part)) return `${text}[${JSON.stringify(part)}]`;
    return text === "" ? part : `${text}.${part}`;
  }, root);
  return named === "" ? "(the whole value)" : named;
}

/**
 * Of a union's branches, the one the value came closest to: its deepest issue is furthest in (an
 * array's item, rather than "expected object" for the whole array).
 */
function closestBranch(issue: ZodIssue & { code: "invalid_union" }): ZodIssue[] {
  const depth = (issues: ZodIssue[]) => Math.max(...issues.map((each) => each.path.length));
  return issue.unionErrors.map((error) => error.issues).reduce((best, issues) => (depth(issues) > depth(best) ? issues : best));
}

function linesOf(issues: ZodIssue[], root: string): string[] {
  return issues.flatMap((issue) =>
    issue.code === "invalid_union" ? linesOf(closestBranch(issue), root) : [`${pathOf(root, issue.path)}: ${issue.message}`],
  );
}

/** Each field the value gets wrong, with its path and zod's words: "body[0].title: Expected string, received number". */
export function mismatchOf(error: ZodError, root = ""): string {
  return [...new Set(linesOf(error.issues, root))].join("; ");
}
