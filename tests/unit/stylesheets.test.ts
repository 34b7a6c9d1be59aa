import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { BREAKPOINTS } from "~/styles/breakpoints";

const STYLES = path.resolve("app/styles");
const files = readdirSync(STYLES).filter((name) => name.endsWith(".css"));
const read = (name: string) => readFileSync(path.join(STYLES, name), "utf8");
const withoutComments = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, "");

describe("the stylesheets", () => {
  it("are all in site.css, the one stylesheet every page links (the console links its own too)", () => {
    const imported = [...read("site.css").matchAll(/@import "\.\/([^"]+)";/g)].map((match) => match[1]);
    expect(imported.sort()).toEqual(files.filter((name) => name !== "site.css" && !name.startsWith("console")).sort());
  });

  it("are no longer than 400 lines each", () => {
    for (const name of files) expect(read(name).split("\n").length, name).toBeLessThanOrEqual(400);
  });

  it("name every colour in tokens.css and nowhere else", () => {
    const rawColour = /#[0-9a-f]{3,8}\b|%23[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(/gi;
    for (const name of files.filter((file) => file !== "tokens.css")) {
      expect(withoutComments(read(name)).match(rawColour), name).toBeNull();
    }
  });

  it("use only the breakpoints of breakpoints.ts", () => {
    const allowed = new Set<number>(Object.values(BREAKPOINTS));
    for (const name of files) {
      for (const [, kind, px] of withoutComments(read(name)).matchAll(/\((min|max)-width:\s*(\d+)px\)/g)) {
        // min-width: N starts at a breakpoint; max-width: N ends just below one.
        const breakpoint = kind === "min" ? Number(px) : Number(px) + 1;
        expect(allowed.has(breakpoint), `${name}: (${kind}-width: ${px}px)`).toBe(true);
      }
    }
  });
});
