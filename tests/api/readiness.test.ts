import { describe, expect, it } from "vitest";
import { startTestServer } from "./helpers";

describe("readiness of the API's database", () => {
  it("answers while the database is open, and not once it is closed", async () => {
    const server = await startTestServer({ seed: false });
    try {
      expect(await server.api.isReady()).toBe(true);
      await server.api.close();
      expect(await server.api.isReady()).toBe(false);
    } finally {
      await server.close();
    }
  });
});
