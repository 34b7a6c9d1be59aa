import type { LoaderFunctionArgs } from "@remix-run/node";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { loader as leadLoader } from "~/routes/console.leads.$kind.$id";
import { loader as openingLoader } from "~/routes/console.openings.$id";
import { action as postAction, loader as postLoader } from "~/routes/console.posts.$id";
import { loader as workLoader } from "~/routes/console.work.$id";
import { loader as resumeLoader } from "~/routes/console_.leads.application.$id.resume";
import { API, upstream } from "../mocks/server";
import { answerOf, loadContext } from "../support/route";
import { signedInGet, signedInPost } from "../support/console";

const context = loadContext();

const MALFORMED = ["x", "abc", "-1", "0", "1.5", "1e3", "0x10", "99999999999", "١٢", "12abc"];

type Loader = (args: LoaderFunctionArgs) => unknown;

const pages: Array<[string, Loader, (id: string) => Record<string, string>]> = [
  ["/console/posts/:id", postLoader as Loader, (id) => ({ id })],
  ["/console/leads/enquiry/:id", leadLoader as Loader, (id) => ({ kind: "enquiry", id })],
  ["/console/leads/application/:id/resume", resumeLoader as Loader, (id) => ({ id })],
  ["/console/openings/:id", openingLoader as Loader, (id) => ({ id })],
  ["/console/work/:id", workLoader as Loader, (id) => ({ id })],
];

describe("a malformed id in a console path", () => {
  it.each(pages)("answers 404 on %s, signed in, without asking the API", async (_path, loader, params) => {
    const asked: string[] = [];
    // What a backend answers a malformed id with (the built-in API did: 400), which the console let through as a 500.
    upstream.use(
      http.all(`${API}/*`, ({ request }) => {
        asked.push(request.url);
        return HttpResponse.json({ message: "id must be a number" }, { status: 400 });
      }),
    );
    for (const id of MALFORMED) {
      const request = await signedInGet(`/console/x/${encodeURIComponent(id)}`);
      const answer = await answerOf(() => loader({ request, params: params(id), context }));
      expect(answer.status, id).toBe(404);
      expect(answer.headers.get("Cache-Control"), id).toBe("private, no-store");
    }
    expect(asked).toEqual([]);
  });

  it("answers 404 to a post of the post editor to a malformed id", async () => {
    const request = await signedInPost("/console/posts/x", { intent: "delete" });
    expect((await answerOf(() => postAction({ request, params: { id: "x" }, context }))).status).toBe(404);
  });
});
