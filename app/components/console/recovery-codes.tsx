import { FormErrors } from "~/components/forms/form-notice";
import { SiteForm } from "~/components/forms/site-form";
import { SubmitButton } from "~/components/forms/submit-button";
import { useSiteForm } from "~/components/forms/use-site-form";
import { ACCOUNT_FORM_IDS } from "~/lib/console/leads";
import { RECOVERY_CODES_FEW } from "../../../contract/staff";
import { PasswordField } from "./password-field";

const loadSchema = () => import("~/lib/console/form-schemas").then((module) => module.recoveryCodesSchema);

/** The ten codes, shown once: after enrolment and after making new ones. */
export function NewRecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <div className="recovery-codes" role="status">
      <p>
        <strong>Save these {codes.length} recovery codes now.</strong> Each signs you in once, in place of a code from the app,
        if you lose your phone. They will not be shown again.
      </p>
      <ol className="recovery-code-list">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
    </div>
  );
}

/** How many codes are left, and the form that makes ten new ones (the old ones stop working). */
export function RecoveryCodesStatus({ left }: { left: number }) {
  const site = useSiteForm({ id: ACCOUNT_FORM_IDS.recoveryCodes, anchor: "two-factor", loadSchema });
  const { form, fields } = site;
  return (
    <>
      <p>
        Recovery codes left: <strong>{left}</strong> of 10.
        {left <= RECOVERY_CODES_FEW ? " Make new ones soon, before they run out." : null}
      </p>
      <SiteForm site={site} className="console-form">
        <input type="hidden" name="intent" value="recovery-codes" />
        <PasswordField meta={fields.password} label="Your password, to make new recovery codes" autoComplete="current-password" />
        <FormErrors id={form.errorId} errors={form.errors} />
        <SubmitButton texts={{ idle: "Make new recovery codes", busy: "Making…" }} />
      </SiteForm>
    </>
  );
}
