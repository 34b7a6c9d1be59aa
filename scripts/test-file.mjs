// `npm run test:file -- PATH [vitest options]`: type-checks one test file with the project's
// tsconfig, then runs it. vitest alone strips types, so a stub of the wrong shape would only fail
// at run time, or not at all.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

const root = resolve(import.meta.dirname, "..");
const [file, ...vitestOptions] = process.argv.slice(2);
if (!file || !existsSync(file)) {
  console.error(`${file ? `No such file: ${file}` : "No file given."}\nUsage: npm run test:file -- tests/routes/my-page.test.ts [vitest options]`);
  process.exit(2);
}

// What a test relies on without importing it: the route matchers, the load context's fields…
const ambient = execFileSync("git", ["grep", "-l", "--untracked", "-E", "declare (module|global)", "--", "*.ts", "*.tsx"], { cwd: root, encoding: "utf8" })
  .split("\n")
  .filter(Boolean)
  .map((path) => join(root, path));

const folder = join(root, ".cache", "test-file");
mkdirSync(folder, { recursive: true });
const config = join(folder, `tsconfig.${process.pid}.json`);
writeFileSync(config, JSON.stringify({ extends: join(root, "tsconfig.json"), include: [], files: [resolve(file), ...ambient] }));
// Incremental: the app's files, checked once, are not checked again until they change (about 5 s rather than 15-50).
const tsc = spawnSync(
  process.execPath,
  [join(root, "node_modules/typescript/bin/tsc"), "--noEmit", "-p", config, "--incremental", "--tsBuildInfoFile", join(folder, "types.tsbuildinfo")],
  { stdio: "inherit" },
);
rmSync(config, { force: true });
if (tsc.status !== 0) {
  console.error(`\n${file} does not type-check (above): not run.`);
  process.exit(tsc.status || 1);
}

const vitest = spawnSync(process.execPath, [join(root, "node_modules/vitest/vitest.mjs"), "run", file, ...vitestOptions], { stdio: "inherit", cwd: root });
process.exit(vitest.status ?? 1);
