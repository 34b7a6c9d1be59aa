import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";

const root = resolve(import.meta.dirname, "../..");
const doc = readFileSync(resolve(root, "docs/testing.md"), "utf8");
const walkthrough = readFileSync(resolve(root, "tests/routes/walkthrough.test.ts"), "utf8");

/** A `// #region name` of the test file, without its indentation. */
function region(name: string): string | undefined {
  const found = new RegExp(`^[ \\t]*// #region ${name}\\n([\\s\\S]*?)^[ \\t]*// #endregion`, "m").exec(walkthrough);
  if (!found) return undefined;
  const lines = found[1].replace(/\n$/, "").split("\n");
  const indent = Math.min(...lines.filter((line) => line.trim()).map((line) => line.length - line.trimStart().length));
  return lines.map((line) => line.slice(indent)).join("\n");
}

const quoted = [...doc.matchAll(/<!-- walkthrough: ([\w-]+) -->\n```ts\n([\s\S]*?)\n```/g)].map(([, name, code]) => ({ name, code }));

describe("docs/testing.md's walk-through", () => {
  it("quotes every part of tests/routes/walkthrough.test.ts, in order", () => {
    const regions = [...walkthrough.matchAll(/\/\/ #region ([\w-]+)/g)].map(([, name]) => name);
    expect(quoted.map((part) => part.name)).toEqual(regions);
  });

  it.each(quoted)("shows the test file's $name region as it is", ({ name, code }) => {
    expect(code).toBe(region(name));
  });
});
