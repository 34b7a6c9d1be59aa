import { Form } from "@remix-run/react";
import { FormErrors } from "~/components/forms/form-notice";
import { InputField } from "~/components/forms/field";
import { SiteForm } from "~/components/forms/site-form";
import { SubmitButton } from "~/components/forms/submit-button";
import { useSiteForm } from "~/components/forms/use-site-form";
import { ACCOUNT_FORM_IDS } from "~/lib/console/leads";
import { PasswordField } from "./password-field";

const loadName = () => import("~/lib/console/form-schemas").then((module) => module.accountNameSchema);
const loadPassword = () => import("~/lib/console/form-schemas").then((module) => module.passwordChangeSchema);

/** A form's success line, from the action's answer to that form. */
function Notice({ reply }: { reply: unknown }) {
  const notice = (reply as { notice?: unknown } | undefined)?.notice;
  return typeof notice === "string" ? (
    <p role="status" className="console-notice">
      {notice}
    </p>
  ) : null;
}

export function NameForm({ name }: { name: string }) {
  const site = useSiteForm({ id: ACCOUNT_FORM_IDS.name, anchor: "account-details", loadSchema: loadName, defaultValue: { name } });
  const { form, fields } = site;
  return (
    <SiteForm site={site} className="console-form">
      <input type="hidden" name="intent" value="name" />
      <InputField meta={fields.name} label="Your name" type="text" autoComplete="name" />
      <FormErrors id={form.errorId} errors={form.errors} />
      <Notice reply={site.reply} />
      <SubmitButton texts={{ idle: "Save name", busy: "Saving…" }} />
    </SiteForm>
  );
}

/** A new password; the API signs out every other session with it. */
export function PasswordChangeForm() {
  const site = useSiteForm({ id: ACCOUNT_FORM_IDS.password, anchor: "account-password", loadSchema: loadPassword });
  const { form, fields } = site;
  return (
    <SiteForm site={site} className="console-form">
      <input type="hidden" name="intent" value="password" />
      <PasswordField meta={fields.current_password} label="Current password" autoComplete="current-password" />
      <PasswordField meta={fields.password} label="New password (at least 12 characters)" autoComplete="new-password" />
      <FormErrors id={form.errorId} errors={form.errors} />
      <Notice reply={site.reply} />
      <SubmitButton texts={{ idle: "Change password", busy: "Changing…" }} />
    </SiteForm>
  );
}

/** Ends every session of this account but the one in this browser. */
export function SignOutOthers({ others }: { others: number }) {
  if (others === 0) return <p className="console-muted">You are signed in only here.</p>;
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="sign-out-others" />
      <button type="submit" className="btn btn--ghost btn--sm">
        Sign out everywhere else
      </button>
    </Form>
  );
}
