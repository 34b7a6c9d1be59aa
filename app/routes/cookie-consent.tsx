import { type ActionFunctionArgs, redirect } from "@remix-run/node";
import { Link, useActionData } from "@remix-run/react";
import { CONSENT_SETTINGS_PATH } from "~/lib/consent/choices";
import { consentAction } from "~/lib/consent/consent-action.server";

/** The choice is made in the banner or in the cookie settings; this address only takes the post. */
export const loader = () => redirect(CONSENT_SETTINGS_PATH);
export const action = (args: ActionFunctionArgs) => consentAction(args);

/** Shown only when a post could not be taken: every accepted one redirects. */
export default function CookieConsent() {
  const answer = useActionData<typeof action>();
  return (
    <section className="section">
      <div className="container section-head">
        <h1>Your cookie choice was not saved</h1>
        <p role="alert">{answer && "error" in answer ? answer.error : "Please choose again."}</p>
        <Link to={CONSENT_SETTINGS_PATH} className="btn btn--primary">
          Go to cookie settings
        </Link>
      </div>
    </section>
  );
}
