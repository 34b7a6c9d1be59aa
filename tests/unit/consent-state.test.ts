import { describe, expect, it } from "vitest";
import { consentCacheVariant } from "~/lib/consent/cache-variant.server";
import { clearTagCookies } from "~/lib/consent/clear-tag-cookies.server";
import { consentCookie, currentChoices, NOTICE_VERSION, readConsent } from "~/lib/consent/consent-cookie.server";
import { safeReturnPath } from "~/lib/consent/return-path";
import { tagManagerMarkup } from "~/lib/consent/tag-manager.server";

const RECORD = "8f14e45f-ceea-467a-9575-6f6f3b8a1c11";
const header = (setCookie: string) => setCookie.split(";")[0];

describe("the consent cookie", () => {
  it("keeps the notice version, both choices and the record id, for a year, out of scripts' reach", () => {
    const set = consentCookie({ version: NOTICE_VERSION, choices: { analytics: true, marketing: false }, recordId: RECORD });
    expect(set).toMatch(/^cookie_consent=/);
    expect(set).toContain("Max-Age=31536000");
    expect(set).toContain("HttpOnly");
    expect(set).toContain("SameSite=Lax");
    expect(readConsent(header(set))).toEqual({
      version: NOTICE_VERSION,
      choices: { analytics: true, marketing: false },
      recordId: RECORD,
    });
  });

  it("asks again when the answer was to an older notice, or cannot be read", () => {
    expect(currentChoices(`cookie_consent=${NOTICE_VERSION - 1}.a1m1`)).toBeNull();
    expect(currentChoices("cookie_consent=yes")).toBeNull();
    expect(currentChoices(undefined)).toBeNull();
    expect(currentChoices(`cookie_consent=${NOTICE_VERSION}.a0m1`)).toEqual({ analytics: false, marketing: true });
  });
});

describe("the page cache's consent variants", () => {
  it("are few: asked, or one per answer; the confirmation view is never shared", () => {
    expect(consentCacheVariant(undefined)).toBe("consent:ask");
    expect(consentCacheVariant("cookie_consent=0.a1m1")).toBe("consent:ask");
    expect(consentCacheVariant(`cookie_consent=${NOTICE_VERSION}.a1m0.${RECORD}`)).toBe("consent:a1m0");
    expect(consentCacheVariant(`cookie_consent=${NOTICE_VERSION}.a1m0.${"0".repeat(36)}`)).toBe("consent:a1m0");
    expect(consentCacheVariant(`cookie_consent=${NOTICE_VERSION}.a1m0; cookie_consent_saved=accepted.en`)).toBeNull();
  });
});

describe("the return path", () => {
  it.each([
    ["/blog?page=2#top", "/blog?page=2#top"],
    ["/services?consent_lang=hi", "/services"],
    ["//evil.example/x", "/"],
    ["/\\evil.example", "/"],
    ["https://evil.example/", "/"],
    ["javascript:alert(1)", "/"],
    ["/a\nb", "/"],
    [undefined, "/"],
    [`/${"a".repeat(3000)}`, "/"],
  ])("%s returns to %s", (given, expected) => {
    expect(safeReturnPath(given)).toBe(expected);
  });
});

describe("the tag manager's markup", () => {
  it("without consent: only Consent Mode's defaults, every signal denied, and no tag manager", () => {
    const markup = tagManagerMarkup("GTM-TEST123", null);
    expect(markup.noscriptFrame).toBeNull();
    expect(markup.scripts).toHaveLength(1);
    expect(markup.scripts[0]).toContain(
      `gtag('consent','default',{"analytics_storage":"denied","ad_storage":"denied","ad_user_data":"denied","ad_personalization":"denied","wait_for_update":500})`,
    );
    expect(markup.scripts.join("")).not.toContain("googletagmanager");
    expect(tagManagerMarkup("GTM-TEST123", { analytics: false, marketing: false }).scripts).toHaveLength(1);
  });

  it("with consent: the defaults, then the visitor's choice, then the container", () => {
    const markup = tagManagerMarkup("GTM-TEST123", { analytics: true, marketing: false });
    expect(markup.scripts).toHaveLength(3);
    expect(markup.scripts[0]).toContain("gtag('consent','default'");
    expect(markup.scripts[1]).toBe(
      `gtag('consent','update',{"analytics_storage":"granted","ad_storage":"denied","ad_user_data":"denied","ad_personalization":"denied"});`,
    );
    expect(markup.scripts[2]).toContain("https://www.googletagmanager.com/gtm.js?id=");
    expect(markup.scripts[2]).toContain('"GTM-TEST123"');
    expect(markup.noscriptFrame).toBe("https://www.googletagmanager.com/ns.html?id=GTM-TEST123");
  });
});

describe("clearing the tag manager's cookies", () => {
  it("deletes each Google cookie the visitor has, on this host and on the widest domain, and nothing else", () => {
    const cleared = clearTagCookies("_ga=GA1.1.1; _ga_ABC123=GS1; XSRF-TOKEN=t; visitor_id=v", "www.vyom.example");
    const names = cleared.map((value) => value.split("=")[0]);
    expect([...new Set(names)].sort()).toEqual(["_ga", "_ga_ABC123"]);
    expect(cleared.every((value) => value.includes("Max-Age=0"))).toBe(true);
    expect(cleared.filter((value) => value.startsWith("_ga="))).toEqual([
      "_ga=; Max-Age=0; Path=/",
      "_ga=; Max-Age=0; Domain=vyom.example; Path=/",
      "_ga=; Max-Age=0; Domain=www.vyom.example; Path=/",
    ]);
    expect(clearTagCookies("_ga=1", "localhost")).toEqual(["_ga=; Max-Age=0; Path=/"]);
    expect(clearTagCookies(null, "localhost")).toEqual([]);
  });
});
