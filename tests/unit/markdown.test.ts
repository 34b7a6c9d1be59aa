import { describe, expect, it } from "vitest";
import { renderMarkdown } from "../../api/content/markdown";

describe("renderMarkdown", () => {
  it("renders GitHub-flavoured Markdown to article HTML", () => {
    const html = renderMarkdown("## Plan\n\n| a | b |\n| - | - |\n| 1 | 2 |\n\n```ts\nconst x = 1;\n```\n\n~~old~~ [site](https://example.com)");
    expect(html).toContain(`<h2 id="article-plan">Plan</h2>`);
    expect(html).toContain("<table>");
    expect(html).toContain('<code class="language-ts">');
    expect(html).toContain("<del>old</del>");
    expect(html).toContain('<a href="https://example.com" rel="noopener noreferrer">site</a>');
  });

  it("drops what articles may not hold: scripts, handlers, frames, javascript: links, a second h1", () => {
    const html = renderMarkdown(
      '# Title\n\n<script>alert(1)</script>\n\n<p onclick="x()">Hi</p>\n\n<iframe src="https://e.example"></iframe>\n\n[bad](javascript:alert(1))',
    );
    expect(html).not.toMatch(/<script|onclick|<iframe|javascript:|<h1/);
    expect(html).toContain("<p>Hi</p>");
  });

  it("renders nothing from nothing", () => {
    expect(renderMarkdown("")).toBe("");
    expect(renderMarkdown("<script>x</script>")).toBe("");
  });
});

describe("renderMarkdown: task lists and heading anchors", () => {
  it("renders a GFM task list with disabled checkboxes", () => {
    expect(renderMarkdown("- [x] done\n- [ ] todo")).toBe(
      '<ul>\n<li><input type="checkbox" disabled checked /> done</li>\n<li><input type="checkbox" disabled /> todo</li>\n</ul>',
    );
  });

  it("gives headings prefixed GitHub-style ids that the post's own links reach", () => {
    const html = renderMarkdown("## Set up *the* API!\n\n[jump](#set-up-the-api)\n\n## Set up the API");
    expect(html).toContain('<h2 id="article-set-up-the-api">Set up <em>the</em> API!</h2>');
    expect(html).toContain('<a href="#article-set-up-the-api" rel="noopener noreferrer">jump</a>');
    expect(html).toContain('<h2 id="article-set-up-the-api-1">');
  });

  it("drops an external image (the site's CSP would block it) and keeps the site's own", () => {
    const html = renderMarkdown("![ours](/api/images/1.png) ![theirs](https://cdn.example/a.png)");
    expect(html).toBe('<p><img src="/api/images/1.png" alt="ours" loading="lazy" /> </p>');
  });
});
