import { FormErrors } from "~/components/forms/form-notice";
import { InputField } from "~/components/forms/field";
import { SiteForm } from "~/components/forms/site-form";
import { SubmitButton } from "~/components/forms/submit-button";
import { useSiteForm } from "~/components/forms/use-site-form";
import { INVITE_FORM_ID } from "~/lib/console/leads";
import { RoleCheckboxes } from "./role-checkboxes";
import { FORMER_STAFF_ROLES } from "../../../contract/permissions";

const loadSchema = () => import("~/lib/console/form-schemas").then((module) => module.inviteSchema);

export interface InvitedPerson {
  email: string;
  url: string;
  emailed: boolean;
}

/** Invites a person by email; the one-time link is shown here, and emailed when mail is on. */
export function InviteForm({ invited }: { invited: InvitedPerson | undefined }) {
  const site = useSiteForm({ id: INVITE_FORM_ID, anchor: "invite-section", loadSchema, defaultValue: { roles: [...FORMER_STAFF_ROLES] } });
  const { form, fields } = site;
  return (
    <SiteForm site={site} className="console-form console-form--row">
      <InputField meta={fields.email} label="Email" type="email" autoComplete="off" />
      <RoleCheckboxes idPrefix="invite-role" name={fields.roles.name} checked={FORMER_STAFF_ROLES} legend="Roles" errorId={fields.roles.errorId} errors={fields.roles.errors} />
      <SubmitButton texts={{ idle: "Invite", busy: "Inviting…" }} />
      <FormErrors id={form.errorId} errors={form.errors} />
      <div role="status" className="console-status">
        {invited ? (
          <div className="invite-link">
            <p>
              {invited.emailed ? `Invitation emailed to ${invited.email}.` : `Mail is off: send this link to ${invited.email} yourself.`} The
              link works once, for 24 hours:
            </p>
            <input readOnly value={invited.url} aria-label="One-time invitation link" className="invite-link-url" />
          </div>
        ) : null}
      </div>
    </SiteForm>
  );
}
