import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const root = resolve(import.meta.dirname, "../..");
const folder = mkdtempSync(join(tmpdir(), "test-file-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe("npm run test:file", () => {
  it("stops at a stub of the wrong shape with tsc's message, before running anything", () => {
    const file = join(folder, "wrong-stub.test.ts");
    writeFileSync(
      file,
      [
        `import { apiBlog } from ${JSON.stringify(join(root, "tests/mocks/api/blogs"))};`,
        `apiBlog(1, { title: 42 });`,
        `apiBlog(2, { titel: "A misspelled field" });`,
        "",
      ].join("\n"),
    );
    const run = spawnSync("npm", ["run", "-s", "test:file", "--", file], { cwd: root, encoding: "utf8" });
    expect(run.status).not.toBe(0);
    expect(run.stdout).toMatch(/wrong-stub\.test\.ts\(2,\d+\): error TS2322: Type 'number' is not assignable to type 'string'/);
    expect(run.stdout).toMatch(/wrong-stub\.test\.ts\(3,\d+\): error TS2561: Object literal may only specify known properties, but 'titel' does not exist in type .*Did you mean to write 'title'\?/);
    expect(run.stderr).toContain("does not type-check (above): not run.");
    expect(run.stdout).not.toContain("RUN  v");
  }, 180_000);
});
