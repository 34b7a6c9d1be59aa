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

/** An invited person's name and first password. */
export function WelcomeForm({ token }: { token: string }) {
  const site = useSiteForm({ id: "welcome", anchor: "console-main", loadSchema: loadWelcome });
  const { form, fields } = site;
  return (
    <SiteForm site={site} className="console-form">
      <input type="hidden" name="token" value={token} />
      <InputField meta={fields.name} label="Your name" type="text" autoComplete="name" />
      <PasswordField meta={fields.password} label="Choose a password (12 characters or more)" autoComplete="new-password" />
      <FormErrors id={form.errorId} errors={form.errors} />
      <SubmitButton texts={{ idle: "Set password and sign in", busy: "Saving…" }} />
    </SiteForm>
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
  const site = useSiteForm({ id: "reset-password", anchor: "console-main", loadSchema: loadReset });
  const { form, fields } = site;
  return (
    <SiteForm site={site} className="console-form">
      <input type="hidden" name="token" value={token} />
      <PasswordField meta={fields.password} label="New password (12 characters or more)" autoComplete="new-password" />
      <FormErrors id={form.errorId} errors={form.errors} />
      <SubmitButton texts={{ idle: "Change password", busy: "Saving…" }} />
    </SiteForm>
  );
}
