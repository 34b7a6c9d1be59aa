import { describe, expect, it } from "vitest";
import { loader as countriesJson } from "~/routes/countries[.]json";
import { loader as blogList } from "~/routes/blog._index";
import { apiBlog, blogs } from "../mocks/api/blogs";
import { countries } from "../mocks/api/countries";
import { callLoader, callResource, getRequest, type LoaderData } from "../support/route";

// The tests of each pair run in order: the second sees its own stub, not what the first left cached (tests/setup/caches.ts).
describe("each test starts from a cold site", () => {
  const listed = async () => (await callLoader<LoaderData<typeof blogList>>(blogList, getRequest("/blog"))).data.result.posts.map((post) => post.title);

  it("a first test warms the blog list", async () => {
    blogs.list([apiBlog(1, { title: "Kept from the first test" })]);
    expect(await listed()).toEqual(["Kept from the first test"]);
  });

  it("the next test's blog list is its own", async () => {
    blogs.list([apiBlog(2, { title: "The second test's post" })]);
    expect(await listed()).toEqual(["The second test's post"]);
  });

  const dialCodes = async () => (await callResource<{ dialCode: string }[]>(countriesJson, getRequest("/countries.json"))).data.map((country) => country.dialCode);

  it("a first test warms the country list", async () => {
    countries([{ name: "India", dial_code: "+91" }]);
    expect(await dialCodes()).toEqual(["+91"]);
  });

  it("the next test's country list is its own", async () => {
    countries([{ name: "Nepal", dial_code: "+977" }]);
    expect(await dialCodes()).toEqual(["+977"]);
  });
});
