import { CONSENT_LANGUAGE_PARAM, type ConsentLanguage } from "~/lib/consent/choices";
import { searchOf } from "~/lib/search-part";

/** The same page with the notice in another language. */
export function languageHref(pathname: string, search: string, language: ConsentLanguage): string {
  const params = new URLSearchParams(search);
  if (language === "en") params.delete(CONSENT_LANGUAGE_PARAM);
  else params.set(CONSENT_LANGUAGE_PARAM, language);
  return `${pathname}${searchOf(params)}`;
}

/** The cookie settings, in the notice's language. */
export function settingsHref(language: ConsentLanguage): string {
  return language === "en" ? "/cookie-policy#cookie-settings" : `/cookie-policy?${CONSENT_LANGUAGE_PARAM}=${language}#cookie-settings`;
}

/** The page as it is, without the language switch: where a choice returns to. */
export function returnPath(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.delete(CONSENT_LANGUAGE_PARAM);
  return `${pathname}${searchOf(params)}`;
}
