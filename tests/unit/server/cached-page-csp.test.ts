import { describe, expect, it } from "vitest";
import { hashedPolicy, PageCache } from "../../../server/page-cache/page-cache";

const sha256 = async (text: string) =>
  `'sha256-${Buffer.from(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text))).toString("base64")}'`;

const POLICY = "default-src 'self';script-src 'self' 'nonce-N0nce';object-src 'none'";

describe("the CSP of a cached page", () => {
  it("allows only the inline scripts the render emitted, those carrying its nonce", async () => {
    const html = [
      '<script nonce="N0nce">window.a = 1</script>',
      "<script>alert('smuggled in')</script>",
      '<script nonce="other">alert(2)</script>',
      '<script type="module" nonce="N0nce" src="/assets/x.js"></script>',
      '<script nonce="N0nce">window.b = 2</script>',
    ].join("");
    const policy = hashedPolicy(POLICY, html);
    expect(policy).toBe(
      `default-src 'self';script-src 'self' ${await sha256("window.a = 1")} ${await sha256("window.b = 2")};object-src 'none'`,
    );
    expect(policy).not.toContain(await sha256("alert('smuggled in')"));
    expect(policy).not.toContain("nonce-");
  });

  it("allows no inline script when the render emitted none, in a policy browsers take as written", () => {
    expect(hashedPolicy(POLICY, "<p>hi</p><script>alert(1)</script>")).toBe("default-src 'self';script-src 'self';object-src 'none'");
    expect(hashedPolicy("default-src 'self';script-src 'nonce-N0nce';object-src 'none'", "<p>hi</p>")).toBe(
      "default-src 'self';script-src 'none';object-src 'none'",
    );
  });

  it("is what the cache sends with a stored page", async () => {
    const cache = new PageCache();
    const html = '<script nonce="N0nce">window.a = 1</script><div><script>alert(1)</script></div>';
    const page = await cache.getOrRender(
      "/",
      async () =>
        new Response(html, {
          headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "public, max-age=0, s-maxage=300" },
        }),
      POLICY,
    );
    if (page instanceof Response) throw new Error("not stored");
    expect(page.csp).toBe(`default-src 'self';script-src 'self' ${await sha256("window.a = 1")};object-src 'none'`);
  });
});
