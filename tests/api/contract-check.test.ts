import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_SUBMISSION_REASON } from "../../contract/test-submission";
import { runContractCheck } from "../../scripts/contract-check/run";
import { ADMIN_TOKEN, adminHeaders, json, startTestServer, type TestServer } from "./helpers";

// The built-in API on PGlite, or on PostgreSQL when TEST_DATABASE_URL is set.
describe("contract:check against the built-in API", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it("passes every public call, error answer and staff read with no mismatch", async () => {
    const lines: string[] = [];
    const result = await runContractCheck({ api: `${server.baseUrl}/api`, adminToken: ADMIN_TOKEN, print: (line) => lines.push(line) });

    expect(lines.filter((line) => !line.startsWith("ok ") && !line.startsWith("contract:check"))).toEqual([]);
    expect(result.exitCode).toBe(0);
    const asked = result.outcomes.map((outcome) => outcome.line);
    expect(asked).toEqual(
      expect.arrayContaining([
        "GET /blogs → 200",
        "GET /blogs/slug/contract-check-no-such-post → 404",
        "POST /enquiries → 201",
        "POST /enquiries → 400",
        "POST /applications → 201",
        "GET /staff/leads → 401",
        "GET /staff/leads → 200",
      ]),
    );
    expect(asked.filter((line) => line.startsWith("GET /site-content/"))).toHaveLength(9);
    expect(lines.at(-1)).toMatch(/: \d+ passed, 0 mismatches in 0 answer\(s\), 0 skipped$/);
  });

  it("leaves its test submissions out of the inbox, as spam saying why", async () => {
    const fresh = await startTestServer();
    await runContractCheck({ api: `${fresh.baseUrl}/api` });
    const inbox = await json(await fresh.call("/staff/leads", { headers: adminHeaders }));
    const spam = await json(await fresh.call("/staff/leads?status=spam", { headers: adminHeaders }));
    await fresh.close();

    expect(inbox.data.filter((lead: { email: string }) => lead.email === "contract-check@example.com")).toEqual([]);
    const tests = spam.data.filter((lead: { email: string }) => lead.email === "contract-check@example.com");
    expect(tests.map((lead: { kind: string }) => lead.kind).sort()).toEqual(["application", "enquiry"]);
    for (const lead of tests) expect(lead.spam_reasons).toContain(TEST_SUBMISSION_REASON);
  });
});
