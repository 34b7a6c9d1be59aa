import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { COMPANY_SEED } from "../../contract/site-content/seed";
import { invalidateSiteContent, publishedCompany } from "~/lib/site-content/published.server";
import { API, upstream } from "../mocks/server";


const answerCompany = (phone: string) =>
  upstream.use(http.get(`${API}/site-content/company`, () => HttpResponse.json([{ key: "company", data: { ...COMPANY_SEED, phone } }])));

describe("the site's company facts", () => {
  it("are the API's published ones, read again after a publish is announced", async () => {
    answerCompany("+91 90000 11111");
    expect((await publishedCompany()).phone).toBe("+91 90000 11111");
    answerCompany("+91 90000 22222");
    expect((await publishedCompany()).phone).toBe("+91 90000 11111");
    invalidateSiteContent();
    expect((await publishedCompany()).phone).toBe("+91 90000 22222");
  });

  it("are the seed when the API cannot be reached, so pages still render", async () => {
    upstream.use(http.get(`${API}/site-content/company`, () => HttpResponse.error()));
    expect(await publishedCompany()).toEqual(COMPANY_SEED);
  });

  it("skip an answer the site cannot show and fall back to the seed", async () => {
    upstream.use(http.get(`${API}/site-content/company`, () => HttpResponse.json([{ key: "company", data: { phone: 42 } }])));
    expect(await publishedCompany()).toEqual(COMPANY_SEED);
  });
});
