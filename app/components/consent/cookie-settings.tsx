import { useLocation } from "@remix-run/react";
import { allowsTags } from "~/lib/consent/choices";
import type { PageConsent } from "~/lib/consent/page-consent.server";
import { ConsentHiddenFields } from "./consent-hidden-fields";
import { LanguageSwitch } from "./language-switch";
import { CONSENT_ACTION, useConsentSubmit } from "./use-consent-submit";

export const COOKIE_SETTINGS_ID = "cookie-settings";

function CurrentChoice({ consent }: { consent: PageConsent }) {
  const { choices, text } = consent;
  if (!choices) return <p>{text.settings.current.none}</p>;
  if (!allowsTags(choices)) return <p>{text.settings.current.nothing}</p>;
  const allowed = [choices.analytics && text.settings.analytics.label, choices.marketing && text.settings.marketing.label];
  return (
    <p>
      {text.settings.current.some} {allowed.filter(Boolean).join(", ")}.
    </p>
  );
}

/**
 * Reopens the choice at any time, with or without JavaScript: tick what to allow and save, or
 * withdraw everything in one click.
 */
export function CookieSettings({ consent }: { consent: PageConsent }) {
  const { text, language, choices, otherLanguage } = consent;
  const { pathname } = useLocation();
  const { onSubmit, busy } = useConsentSubmit(choices);
  const returnTo = `${pathname}#${COOKIE_SETTINGS_ID}`;
  return (
    <div className="cookie-settings card" lang={language === "hi" ? "hi" : undefined}>
      <p>{text.settings.intro}</p>
      <CurrentChoice consent={consent} />
      <form method="post" action={CONSENT_ACTION} onSubmit={onSubmit}>
        <ConsentHiddenFields language={language} returnTo={returnTo} />
        <fieldset>
          <legend>{text.settings.heading}</legend>
          <p className="cookie-settings__hint">{text.settings.necessary}</p>
          {(["analytics", "marketing"] as const).map((purpose) => (
            <div key={`${purpose}-${String(choices?.[purpose])}`} className="cookie-settings__option">
              <input
                type="checkbox"
                id={`consent-${purpose}`}
                name={purpose}
                defaultChecked={choices?.[purpose] ?? false}
                aria-describedby={`consent-${purpose}-hint`}
              />
              <label htmlFor={`consent-${purpose}`}>{text.settings[purpose].label}</label>
              <p id={`consent-${purpose}-hint`} className="cookie-settings__hint">
                {text.settings[purpose].hint}
              </p>
            </div>
          ))}
        </fieldset>
        <div className="cookie-settings__actions">
          <button type="submit" name="choice" value="save" className="btn btn--primary" disabled={busy}>
            {text.settings.save}
          </button>
          {allowsTags(choices) ? (
            <button type="submit" name="choice" value="reject" className="btn btn--ghost" disabled={busy}>
              {text.settings.withdraw}
            </button>
          ) : null}
        </div>
      </form>
      <p className="cookie-settings__hint">{text.settings.reloadNote}</p>
      <p>
        <LanguageSwitch other={otherLanguage} hash={`#${COOKIE_SETTINGS_ID}`} />
      </p>
    </div>
  );
}
