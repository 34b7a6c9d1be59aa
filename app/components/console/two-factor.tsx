import { Form } from "@remix-run/react";
import { FormErrors } from "~/components/forms/form-notice";
import { SiteForm } from "~/components/forms/site-form";
import { SubmitButton } from "~/components/forms/submit-button";
import { useSiteForm } from "~/components/forms/use-site-form";
import { ACCOUNT_FORM_IDS } from "~/lib/console/leads";
import { CodeField, PasswordField } from "./password-field";
import { NewRecoveryCodes, RecoveryCodesStatus } from "./recovery-codes";

interface Enrolment {
  secret: string;
  otpauthUrl: string;
  qrSvg: string;
}

const loadConfirm = () => import("~/lib/console/form-schemas").then((module) => module.totpConfirmSchema);
const loadDisable = () => import("~/lib/console/form-schemas").then((module) => module.totpDisableSchema);

/** Step two of enrolment: scan the code (or type the secret), then prove it with a code. */
function ConfirmForm({ enrolment }: { enrolment: Enrolment }) {
  const site = useSiteForm({ id: ACCOUNT_FORM_IDS.totpConfirm, anchor: "two-factor", loadSchema: loadConfirm });
  const { form, fields } = site;
  return (
    <div className="totp-enrol">
      <div className="totp-qr" role="img" aria-label="QR code to scan with your authenticator app" dangerouslySetInnerHTML={{ __html: enrolment.qrSvg }} />
      <div>
        <p>Scan the code with your authenticator app, or type this key:</p>
        <p>
          <code className="totp-secret">{enrolment.secret}</code>
        </p>
        <p>
          {/* Opens the authenticator app when this page is on the phone that holds it. */}
          <a href={enrolment.otpauthUrl} className="totp-link">
            Set up on this phone
          </a>
        </p>
        <SiteForm site={site} className="console-form">
          <input type="hidden" name="intent" value="totp-confirm" />
          <input type="hidden" name="otpauth_url" value={enrolment.otpauthUrl} />
          <CodeField meta={fields.code} label="6-digit code from the app" />
          <FormErrors id={form.errorId} errors={form.errors} />
          <SubmitButton texts={{ idle: "Turn on two-factor", busy: "Checking…" }} />
        </SiteForm>
      </div>
    </div>
  );
}

function DisableForm() {
  const site = useSiteForm({ id: ACCOUNT_FORM_IDS.totpDisable, anchor: "two-factor", loadSchema: loadDisable });
  const { form, fields } = site;
  return (
    <SiteForm site={site} className="console-form">
      <input type="hidden" name="intent" value="totp-disable" />
      <PasswordField meta={fields.password} label="Your password, to turn two-factor off" autoComplete="current-password" />
      <FormErrors id={form.errorId} errors={form.errors} />
      <SubmitButton texts={{ idle: "Turn off two-factor", busy: "Turning off…" }} />
    </SiteForm>
  );
}

interface TwoFactorProps {
  enabled: boolean;
  enrolment: Enrolment | null;
  /** Unused recovery codes (two-factor on). */
  codesLeft: number | null;
  /** Codes just made, shown this once. */
  newCodes: string[] | null;
}

/** Two-factor sign-in: on (its recovery codes, how to turn it off), being set up, or off (and how to start). */
export function TwoFactor({ enabled, enrolment, codesLeft, newCodes }: TwoFactorProps) {
  if (enabled) {
    return (
      <>
        <p>Two-factor sign-in is on: signing in asks for a code from your authenticator app, or one of your recovery codes.</p>
        {newCodes ? <NewRecoveryCodes codes={newCodes} /> : null}
        {codesLeft !== null ? <RecoveryCodesStatus left={codesLeft} /> : null}
        <DisableForm />
      </>
    );
  }
  if (enrolment) return <ConfirmForm enrolment={enrolment} />;
  return (
    <>
      <p>Two-factor sign-in is off. Turn it on to ask for a code from an authenticator app at every sign-in.</p>
      <Form method="post">
        <input type="hidden" name="intent" value="totp-setup" />
        <button type="submit" className="btn btn--ghost btn--sm">
          Set up two-factor
        </button>
      </Form>
    </>
  );
}
