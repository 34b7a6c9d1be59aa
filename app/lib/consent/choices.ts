/** What a visitor may agree to beyond the necessary cookies. */
export interface ConsentChoices {
  analytics: boolean;
  marketing: boolean;
}

export type ConsentLanguage = "en" | "hi";

/** The three answers the notice offers: everything, nothing optional, or the boxes ticked. */
export type ConsentAnswer = "accept" | "reject" | "save";

/** How the confirmation describes what was just saved. */
export type ConsentOutcome = "accepted" | "rejected" | "saved";

export const CONSENT_SETTINGS_PATH = "/cookie-policy#cookie-settings";

/** The query parameter of the notice's language link. */
export const CONSENT_LANGUAGE_PARAM = "consent_lang";

export function choicesOf(answer: ConsentAnswer, ticked: ConsentChoices): ConsentChoices {
  if (answer === "accept") return { analytics: true, marketing: true };
  if (answer === "reject") return { analytics: false, marketing: false };
  return ticked;
}

export function outcomeOf(answer: ConsentAnswer): ConsentOutcome {
  return answer === "accept" ? "accepted" : answer === "reject" ? "rejected" : "saved";
}

/** The tag manager loads for either purpose; Consent Mode then tells its tags which one was granted. */
export function allowsTags(choices: ConsentChoices | null): boolean {
  return Boolean(choices && (choices.analytics || choices.marketing));
}
