import { consentText, type ConsentText } from "~/content/consent";
import { getEnv } from "../env.server";
import { CONSENT_LANGUAGE_PARAM, type ConsentChoices, type ConsentLanguage, type ConsentOutcome } from "./choices";
import { currentChoices } from "./consent-cookie.server";
import { clearSavedFlashCookie, readSavedFlash } from "./saved-flash.server";
import { tagManagerMarkup, type TagManagerMarkup } from "./tag-manager.server";

/** What every page needs of the cookie notice when the tag manager is on. */
export interface PageConsent {
  /** The visitor's answer to the current notice; null shows the banner. */
  choices: ConsentChoices | null;
  language: ConsentLanguage;
  /** The other language's code and name, for the notice's switch. */
  otherLanguage: { code: ConsentLanguage; name: string };
  text: ConsentText;
  /** Set on the page right after a choice: the banner confirms it. */
  saved: ConsentOutcome | null;
  tags: TagManagerMarkup;
}

const other = (language: ConsentLanguage): ConsentLanguage => (language === "hi" ? "en" : "hi");

/**
 * The notice's state for this request, or null (and nothing else changes) without GTM_ID. The
 * only Set-Cookie is the confirmation's, cleared once shown; pages otherwise stay shareable.
 */
export function pageConsent(request: Request): { consent: PageConsent | null; headers: Headers } {
  const headers = new Headers();
  const gtmId = getEnv().GTM_ID;
  if (!gtmId) return { consent: null, headers };
  const cookieHeader = request.headers.get("Cookie");
  const flash = readSavedFlash(cookieHeader);
  if (flash) headers.append("Set-Cookie", clearSavedFlashCookie());
  const asked = new URL(request.url).searchParams.get(CONSENT_LANGUAGE_PARAM);
  const language: ConsentLanguage = asked === "hi" || asked === "en" ? asked : (flash?.language ?? "en");
  const choices = currentChoices(cookieHeader);
  return {
    consent: {
      choices,
      language,
      otherLanguage: { code: other(language), name: consentText[other(language)].languageName },
      text: consentText[language],
      saved: flash?.outcome ?? null,
      tags: tagManagerMarkup(gtmId, choices),
    },
    headers,
  };
}
