import { statSync } from "node:fs";
import { HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { loader } from "~/routes/blog.rss[.]xml";
import { apiBlog, blogs } from "../mocks/api/blogs";
import { imageHead, mediaVariantHead } from "../mocks/api/images";


describe("blog RSS feed", () => {
  it("lists published posts with absolute links and escapes their text", async () => {
    blogs.list([apiBlog(1, { title: "Growth & <Scale>", slug: "growth-scale" }), apiBlog(2, { slug: "hidden-draft", is_published: false })]);
    const response = await loader();
    expect(response.headers.get("content-type")).toContain("application/rss+xml");
    const xml = await response.text();
    expect(xml).toContain("<link>https://www.example.test/blog/growth-scale</link>");
    // Titles travel as CDATA, so markup in them cannot break the feed.
    expect(xml).toContain("<title><![CDATA[Growth & <Scale>]]></title>");
    expect(xml).not.toContain("hidden-draft");
  });

  it("names authors in dc:creator, never their email, and gives covers their real type and size", async () => {
    blogs.list([
      apiBlog(1, { slug: "local-cover", cover_image: "/images/blog/brand-building-from-zero.svg" }),
      apiBlog(2, { slug: "remote-cover", cover_image: "https://cdn.example.test/covers/two.png" }),
    ]);
    const xml = await (await loader()).text();
    expect(xml).toMatch(/<rss [^>]*xmlns:dc="http:\/\/purl\.org\/dc\/elements\/1\.1\/"/);
    expect(xml).toContain("<dc:creator><![CDATA[Asha Verma]]></dc:creator>");
    expect(xml).not.toContain("asha@agency.example");
    expect(xml).not.toContain("<author>");
    const size = statSync("public/images/blog/brand-building-from-zero.svg").size;
    expect(xml).toContain(
      `<enclosure length="${size}" type="image/svg+xml" url="https://www.example.test/images/blog/brand-building-from-zero.svg"/>`,
    );
    // A cover on another host cannot be measured without fetching it: RSS asks for 0 then.
    expect(xml).toContain(`<enclosure length="0" type="image/png" url="https://cdn.example.test/covers/two.png"/>`);
  });

  it("gives a cover uploaded in the console the size the API serves it with", async () => {
    blogs.list([apiBlog(3, { slug: "uploaded-cover", cover_image: "/api/images/4f0c7a52-cover.webp" })]);
    imageHead("4f0c7a52-cover.webp", { type: "image/webp", size: 48213 });
    const xml = await (await loader()).text();
    expect(xml).toContain(
      `<enclosure length="48213" type="image/webp" url="https://www.example.test/api/images/4f0c7a52-cover.webp"/>`,
    );
  });

  it("gives a cover from the media library the size of the variant the API serves", async () => {
    const file = `${"ab12".repeat(16)}-1200.webp`;
    blogs.list([apiBlog(4, { slug: "library-cover", cover_image: `/media/${file}` })]);
    mediaVariantHead(file, { type: "image/webp", size: 73001 });
    const xml = await (await loader()).text();
    expect(xml).toContain(`<enclosure length="73001" type="image/webp" url="https://www.example.test/media/${file}"/>`);
  });

  it("answers 503 rather than an empty feed when the API is down", async () => {
    blogs.list(HttpResponse.error());
    const response = await loader();
    expect(response.status).toBe(503);
  });
});
