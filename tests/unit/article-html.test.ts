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

describe("article images, ids and task lists", () => {
  it("drops an image without a source on the site: <img src=x>, external URLs, data: and none at all", () => {
    const html = sanitizeArticleHtml(
      '<p>a<img src=x>b<img src="https://cdn.example/x.png" alt="ext">c<img src="data:image/png;base64,AA==">d<img alt="none">e</p>',
    );
    expect(html).toBe("<p>abcde</p>");
    expect(sanitizeArticleHtml('<img src="/api/images/1.png" alt="ok">')).toContain('src="/api/images/1.png"');
  });

  it("keeps ids on headings only, prefixed, and points in-page links at them", () => {
    const html = sanitizeArticleHtml(
      '<h2 id="Setup">Setup</h2><p id="header">p</p><div id="comments">d</div><a href="#Setup">up</a><a href="#">top</a>',
    );
    expect(html).toBe(
      '<h2 id="article-setup">Setup</h2><p>p</p><div>d</div>' +
        '<a href="#article-setup" rel="noopener noreferrer">up</a><a href="#" rel="noopener noreferrer">top</a>',
    );
  });

  it("keeps a task list's checkbox, disabled, inside a list item only", () => {
    expect(sanitizeArticleHtml('<ul><li><input checked="" type="checkbox" onclick="x()"> done</li></ul>')).toBe(
      '<ul><li><input type="checkbox" disabled checked /> done</li></ul>',
    );
    expect(sanitizeArticleHtml('<p><input type="checkbox"><input type="text" name="q" value="x"></p><li><input type="text"></li>')).toBe(
      "<p></p><li></li>",
    );
  });
});
