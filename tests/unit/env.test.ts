import { describe, expect, it } from "vitest";
import { ConfigError, parseEnv } from "~/lib/env.server";

describe("configuration", () => {
  it("defaults PORT to 3000 and SITE_URL to localhost on that port", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.SITE_URL).toBe("http://localhost:3000");
    expect(env.DATA_DIR).toBe("./data");
    expect(env.API_BASE_URL).toBeUndefined();
  });

  it("treats empty values as unset", () => {
    expect(parseEnv({ API_BASE_URL: "", ADMIN_TOKEN: "" }).API_BASE_URL).toBeUndefined();
  });

  it("names each bad value in one clear error", () => {
    let error: unknown;
    try {
      parseEnv({ PORT: "eighty", API_BASE_URL: "https://backend.example.com/v1", DATABASE_URL: "mysql://x" });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain('PORT: must be a port number (got "eighty")');
    expect(message).toContain("API_BASE_URL: must end with /api");
    expect(message).toContain("DATABASE_URL: must be a postgres:// or postgresql:// connection URL");
  });

  it("keeps leads 730 days unless LEADS_RETENTION_DAYS says otherwise, in whole days", () => {
    expect(parseEnv({}).LEADS_RETENTION_DAYS).toBe(730);
    expect(parseEnv({ LEADS_RETENTION_DAYS: "365" }).LEADS_RETENTION_DAYS).toBe(365);
    for (const [value, message] of [
      ["two years", "must be a whole number of days"],
      ["1.5", "must be a whole number of days"],
      ["0", "must be at least 1 day"],
    ]) {
      expect(() => parseEnv({ LEADS_RETENTION_DAYS: value })).toThrow(`LEADS_RETENTION_DAYS: ${message} (got "${value}")`);
    }
  });

  it("strips a trailing slash from SITE_URL", () => {
    expect(parseEnv({ SITE_URL: "https://www.example.com/" }).SITE_URL).toBe("https://www.example.com");
  });

  it("serves no metrics unless METRICS_PORT is set; off loopback it needs METRICS_TOKEN", () => {
    expect(parseEnv({}).METRICS_PORT).toBeUndefined();
    const local = parseEnv({ METRICS_PORT: "9464" });
    expect([local.METRICS_PORT, local.METRICS_HOST, local.METRICS_TOKEN]).toEqual([9464, "127.0.0.1", undefined]);
    expect(() => parseEnv({ METRICS_PORT: "9464", METRICS_HOST: "0.0.0.0" })).toThrow("METRICS_HOST: is reachable from other machines: set METRICS_TOKEN too");
    expect(parseEnv({ METRICS_PORT: "9464", METRICS_HOST: "0.0.0.0", METRICS_TOKEN: "0123456789abcdef" }).METRICS_HOST).toBe("0.0.0.0");
    expect(() => parseEnv({ METRICS_TOKEN: "0123456789abcdef" })).toThrow("METRICS_TOKEN: protects the metrics port: set METRICS_PORT too");
    expect(() => parseEnv({ METRICS_PORT: "3000" })).toThrow("METRICS_PORT: must differ from PORT");
    expect(() => parseEnv({ METRICS_PORT: "nine" })).toThrow('METRICS_PORT: must be a port number (got "nine")');
    // A token is a credential: its error does not repeat it.
    let message = "";
    try {
      parseEnv({ METRICS_PORT: "9464", METRICS_TOKEN: "short-secret" });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain("METRICS_TOKEN: must be at least 16 characters long");
    expect(message).not.toContain("short-secret");
  });

  it("runs one process unless WEB_CONCURRENCY asks for more, which needs PostgreSQL and Redis", () => {
    expect(parseEnv({}).WEB_CONCURRENCY).toBe(1);
    const shared = { DATABASE_URL: "postgres://db/site", REDIS_URL: "redis://cache:6379" };
    expect(parseEnv({ ...shared, WEB_CONCURRENCY: "2" }).WEB_CONCURRENCY).toBe(2);
    expect(() => parseEnv({ WEB_CONCURRENCY: "2" })).toThrow("WEB_CONCURRENCY: more than one process needs DATABASE_URL");
    expect(() => parseEnv({ WEB_CONCURRENCY: "2", DATABASE_URL: shared.DATABASE_URL })).toThrow("and REDIS_URL");
    expect(() => parseEnv({ ...shared, WEB_CONCURRENCY: "two" })).toThrow('WEB_CONCURRENCY: must be a whole number of processes (got "two")');
    expect(() => parseEnv({ ...shared, WEB_CONCURRENCY: "0" })).toThrow("WEB_CONCURRENCY: must be between 1 and 64");
  });
});
