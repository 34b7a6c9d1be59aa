import { describe, expect, it } from "vitest";
import { ConfigError, parseEnv } from "~/lib/env.server";

describe("the SITE_KEY setting", () => {
  it("is refused when short enough to guess, without repeating it", () => {
    expect(() => parseEnv({ SITE_KEY: "short-key" })).toThrow(ConfigError);
    expect(() => parseEnv({ SITE_KEY: "short-key" })).toThrow(/SITE_KEY: must be 32 to 200 characters/);
    expect(() => parseEnv({ SITE_KEY: "short-key" })).not.toThrow(/short-key/);
  });

  it("is taken as given when long enough, and unset when empty", () => {
    const key = "k".repeat(32);
    expect(parseEnv({ SITE_KEY: key }).SITE_KEY).toBe(key);
    expect(parseEnv({ SITE_KEY: "" }).SITE_KEY).toBeUndefined();
  });
});
