import { describe, expect, it } from "vitest";
import { renderMarkdown } from "../../api/content/markdown";

describe("renderMarkdown", () => {
  it("renders GitHub-flavoured Markdown to article HTML", () => {
    const html = renderMarkdown("## Plan\n\n| a | b |\n| - | - |\n| 1 | 2 |\n\n```ts\nconst x = 1;\n```\n\n~~old~~ [site](https://example.com)");
    expect(html).toContain("<h2>Plan</h2>");
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
