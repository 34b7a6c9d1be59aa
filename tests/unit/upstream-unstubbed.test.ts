import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { countries } from "../mocks/api/countries";
import { api } from "../mocks/api/stub";
import { throwUnstubbedCalls } from "../mocks/api/unstubbed";
import { upstream } from "../mocks/server";

describe("a call to the upstream API that no stub answers", () => {
  it("reaches the site as an unreachable API, and fails the test naming the call and the helper that stubs it", async () => {
    await expect(fetch(api("/countries?lang=en"))).rejects.toThrow(TypeError);
    expect(throwUnstubbedCalls).toThrow(
      /^GET \/countries was not stubbed: add countries\(\.\.\.\) from tests\/mocks\/api\/countries\.ts, or give it failure\(503\) to test an outage$/,
    );
  });

  it("names a member helper, and a path with an id in it", async () => {
    await fetch(api("/staff/whatsapp-templates")).catch(() => null);
    await fetch(api("/staff/case-studies/7"), { method: "PUT" }).catch(() => null);
    expect(throwUnstubbedCalls).toThrow(
      [
        "GET /staff/whatsapp-templates was not stubbed: add staffLeads.templates(...) from tests/mocks/api/leads.ts, or give it failure(503) to test an outage",
        "PUT /staff/case-studies/7 was not stubbed: add staffCaseStudies.update(...) from tests/mocks/api/case-studies.ts, or give it failure(503) to test an outage",
      ].join("\n"),
    );
  });

  it("says how to stub a call no helper makes", async () => {
    await fetch(api("/no-such-call"), { method: "DELETE" }).catch(() => null);
    expect(throwUnstubbedCalls).toThrow("DELETE /no-such-call was not stubbed: add a stub for it (stub() from tests/mocks/api/stub.ts)");
  });

  it("does not fail the test once the call is stubbed", async () => {
    countries();
    expect((await fetch(api("/countries"))).ok).toBe(true);
    expect(throwUnstubbedCalls).not.toThrow();
  });

  it("leaves requests to other hosts to msw's own handling", async () => {
    upstream.use(http.get("https://feeds.example.test/rss", () => HttpResponse.text("ok")));
    expect(await (await fetch("https://feeds.example.test/rss")).text()).toBe("ok");
    expect(throwUnstubbedCalls).not.toThrow();
  });
});
