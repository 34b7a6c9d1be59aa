import { Link, useLocation } from "@remix-run/react";
import type { PageConsent } from "~/lib/consent/page-consent.server";
import { languageHref } from "./consent-links";

/** The notice in its other language: the same page, scrolled where it was, written in that language. */
export function LanguageSwitch({ other, hash = "" }: { other: PageConsent["otherLanguage"]; hash?: string }) {
  const { pathname, search } = useLocation();
  return (
    <Link to={`${languageHref(pathname, search, other.code)}${hash}`} lang={other.code} hrefLang={other.code} preventScrollReset replace>
      {other.name}
    </Link>
  );
}
