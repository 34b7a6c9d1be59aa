import type { ReactNode } from "react";
import { FormErrors } from "~/components/forms/form-notice";
import { InputField } from "~/components/forms/field";
import { SiteForm } from "~/components/forms/site-form";
import { SubmitButton } from "~/components/forms/submit-button";
import { useSiteForm } from "~/components/forms/use-site-form";
import { authTexts } from "~/lib/console/texts";
import { PasswordField } from "./password-field";

const schemas = () => import("~/lib/console/form-schemas");
const loadWelcome = () => schemas().then((module) => module.welcomeSchema);
const loadForgot = () => schemas().then((module) => module.forgotPasswordSchema);
const loadReset = () => schemas().then((module) => module.resetPasswordSchema);

interface TokenPasswordFormProps {
  id: string;
  token: string;
  loadSchema: typeof loadWelcome | typeof loadReset;
  passwordLabel: string;
  submitText: string;
  /** Fields asked for before the password. */
  children?: (fields: ReturnType<typeof useSiteForm>["fields"]) => ReactNode;
}

/** A one-time link's form: its token, a new password, and what else the link's page asks. */
function TokenPasswordForm({ id, token, loadSchema, passwordLabel, submitText, children }: TokenPasswordFormProps) {
  const site = useSiteForm({ id, anchor: "console-main", loadSchema });
  const { form, fields } = site;
  return (
    <SiteForm site={site} className="console-form">
      <input type="hidden" name="token" value={token} />
      {children?.(fields)}
      <PasswordField meta={fields.password} label={passwordLabel} autoComplete="new-password" />
      <FormErrors id={form.errorId} errors={form.errors} />
      <SubmitButton texts={{ idle: submitText, busy: "Saving…" }} />
    </SiteForm>
  );
}

const welcomeForm = { id: "welcome", loadSchema: loadWelcome, submitText: "Set password and sign in" };
const resetForm = { id: "reset-password", loadSchema: loadReset, submitText: "Change password" };

/** An invited person's name and first password. */
export function WelcomeForm({ token }: { token: string }) {
  return (
    <TokenPasswordForm {...welcomeForm} token={token} passwordLabel="Choose a password (12 characters or more)">
      {(fields) => <InputField meta={fields.name} label="Your name" type="text" autoComplete="name" />}
    </TokenPasswordForm>
  );
}

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export function ForgotPasswordForm() {
  const site = useSiteForm({ id: "forgot-password", anchor: "console-main", loadSchema: loadForgot });
  const { form, fields, reply } = site;
  return (
    <SiteForm site={site} className="console-form">
      <InputField meta={fields.email} label="Email" type="email" autoComplete="username" />
      <FormErrors id={form.errorId} errors={form.errors} />
      <SubmitButton texts={{ idle: "Email me a link", busy: "Sending…" }} />
      <p role="status" className="console-status">
        {reply?.outcome ? authTexts.resetSent : null}
      </p>
    </SiteForm>
  );
}

export function ResetPasswordForm({ token }: { token: string }) {
  return <TokenPasswordForm {...resetForm} token={token} passwordLabel="New password (12 characters or more)" />;
}
