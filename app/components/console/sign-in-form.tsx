import { useState } from "react";
import { FormErrors } from "~/components/forms/form-notice";
import { InputField } from "~/components/forms/field";
import { SiteForm } from "~/components/forms/site-form";
import { SubmitButton } from "~/components/forms/submit-button";
import { useSiteForm } from "~/components/forms/use-site-form";
import { CodeField, PasswordField } from "./password-field";

const loadSchema = () => import("~/lib/console/form-schemas").then((module) => module.signInSchema);

/**
 * Email and password; when the account has two-factor on, the API says so (as the code field's
 * error) and the same form comes back with the code field, which then stays.
 */
export function SignInForm({ redirectTo }: { redirectTo: string }) {
  const site = useSiteForm({ id: "sign-in", anchor: "console-main", loadSchema });
  const { form, fields } = site;
  const codeAsked = Boolean(fields.code.errors?.length) || Boolean(fields.code.initialValue);
  const [askCode, setAskCode] = useState(codeAsked);
  if (codeAsked && !askCode) setAskCode(true);
  return (
    <SiteForm site={site} className="console-form">
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <InputField meta={fields.email} label="Email" type="email" autoComplete="username" />
      <PasswordField meta={fields.password} label="Password" autoComplete="current-password" />
      {askCode ? <CodeField meta={fields.code} label="Code from your authenticator app, or a recovery code" orRecoveryCode /> : null}
      <FormErrors id={form.errorId} errors={form.errors} />
      <SubmitButton texts={{ idle: "Sign in", busy: "Signing in…" }} />
    </SiteForm>
  );
}
