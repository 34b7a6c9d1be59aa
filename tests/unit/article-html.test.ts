import { describe, expect, it } from "vitest";
import { sanitizeArticleHtml } from "../../contract/article-html";

describe("article HTML policy (shared by the site and the API)", () => {
  it("drops scripts, handlers and unsafe URLs but keeps article markup", () => {
    const html = sanitizeArticleHtml(
      '<h1>Title</h1><h2 onclick="x()">Part</h2><script>alert(1)</script><a href="javascript:alert(1)">bad</a>' +
        '<pre><code class="language-ts other">x</code></pre><img src="//evil.example/x.png" alt="x">',
    );
    expect(html).not.toMatch(/<h1|script|onclick|javascript:|evil\.example|other/);
    expect(html).toContain("Title<h2>Part</h2>");
    expect(html).toContain('<code class="language-ts">x</code>');
  });

  it("marks every link noopener noreferrer and every image lazy", () => {
    expect(sanitizeArticleHtml('<a href="/blog" target="_blank">in</a>')).toBe(
      '<a href="/blog" target="_blank" rel="noopener noreferrer">in</a>',
    );
    expect(sanitizeArticleHtml('<img src="/images/blog/a.svg" alt="a">')).toBe(
      '<img src="/images/blog/a.svg" alt="a" loading="lazy" />',
    );
  });

  it("gives the same HTML when applied twice (API on write, site before rendering)", () => {
    const once = sanitizeArticleHtml('<p>A <a href="https://example.com">link</a></p>  <img src="/a.svg" alt="">');
    expect(sanitizeArticleHtml(once)).toBe(once);
  });
});
