import { Link, useLocation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import type { PageConsent } from "~/lib/consent/page-consent.server";
import { ConsentHiddenFields } from "./consent-hidden-fields";
import { returnPath, settingsHref } from "./consent-links";
import { LanguageSwitch } from "./language-switch";
import { CONSENT_ACTION, useConsentSubmit } from "./use-consent-submit";

interface ConfirmationProps {
  consent: PageConsent;
  returnTo: string;
  onHide: () => void;
}

function Confirmation({ consent, returnTo, onHide }: ConfirmationProps) {
  const { text, saved } = consent;
  const hydrated = useHydrated();
  const message = useRef<HTMLDivElement>(null);
  // Screen readers hear the confirmation where the question was.
  useEffect(() => message.current?.focus(), []);
  if (!saved) return null;
  return (
    <div className="cookie-banner__confirmation" ref={message} tabIndex={-1}>
      <p>
        {text.confirmation[saved]} {text.changeAnytime.before}
        <Link to={settingsHref(consent.language)}>{text.changeAnytime.link}</Link>
        {text.changeAnytime.after}
      </p>
      {hydrated ? (
        <button type="button" className="btn btn--ghost" onClick={onHide}>
          {text.hide}
        </button>
      ) : (
        // Without JavaScript the page itself, asked again, no longer carries the message.
        <a className="btn btn--ghost" href={returnTo}>
          {text.hide}
        </a>
      )}
    </div>
  );
}

function Question({ consent, returnTo }: { consent: PageConsent; returnTo: string }) {
  const { text, language, otherLanguage } = consent;
  const { onSubmit, busy } = useConsentSubmit(consent.choices);
  return (
    <>
      <h2 className="cookie-banner__title">{text.title}</h2>
      {text.intro.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <form method="post" action={CONSENT_ACTION} className="cookie-banner__actions" onSubmit={onSubmit}>
        <ConsentHiddenFields language={language} returnTo={returnTo} />
        <button type="submit" name="choice" value="accept" className="btn btn--primary" disabled={busy}>
          {text.accept}
        </button>
        <button type="submit" name="choice" value="reject" className="btn btn--primary" disabled={busy}>
          {text.reject}
        </button>
        <Link to={settingsHref(language)} className="btn btn--ghost">
          {text.choose}
        </Link>
      </form>
      <p className="cookie-banner__language">
        <LanguageSwitch other={otherLanguage} />
      </p>
    </>
  );
}

/**
 * The cookie notice, first in the body: a plain form that posts the choice and comes back to
 * this page, then confirms it. Not a dialog: the page stays usable while it is shown.
 */
export function CookieBanner({ consent }: { consent: PageConsent }) {
  const { pathname, search } = useLocation();
  const [hiddenFor, setHiddenFor] = useState<string | null>(null);
  if (consent.choices && !consent.saved) return null;
  // Hidden until the next confirmation (another choice, or this one after a reload).
  if (consent.saved && hiddenFor === consent.saved) return null;
  const returnTo = returnPath(pathname, search);
  return (
    <section className="cookie-banner" aria-label={consent.text.title} lang={consent.language === "hi" ? "hi" : undefined}>
      <div className="container cookie-banner__inner">
        {consent.saved ? (
          <Confirmation key={consent.saved} consent={consent} returnTo={returnTo} onHide={() => setHiddenFor(consent.saved)} />
        ) : (
          <Question consent={consent} returnTo={returnTo} />
        )}
      </div>
    </section>
  );
}
