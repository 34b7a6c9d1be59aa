import { CheckField, InputField, TextareaField } from "~/components/forms/field";
import { FormErrors } from "~/components/forms/form-notice";
import { SiteForm } from "~/components/forms/site-form";
import { SubmitButton } from "~/components/forms/submit-button";
import { useSiteForm } from "~/components/forms/use-site-form";
import type { DefaultValue } from "@conform-to/react";
import { OPENING_FORM_ID, type OpeningFormValue } from "~/lib/console/openings-form";
import type { Opening } from "~/lib/openings";
import { OPENING_LIMITS } from "../../../contract/openings";

const loadSchema = () => import("~/lib/console/openings-form").then((module) => module.openingFormSchema);

/** Adds an opening (none given) or edits one; requirements are written one per line. */
export function OpeningForm({ opening }: { opening?: Opening }) {
  const site = useSiteForm({
    id: OPENING_FORM_ID,
    anchor: "opening-section",
    loadSchema,
    // The textarea holds the lines as text; conform types defaults by the parsed value.
    defaultValue: {
      title: opening?.title ?? "",
      location: opening?.location ?? "",
      experience: opening?.experience ?? "",
      summary: opening?.summary ?? "",
      requirements: opening?.requirements.join("\n") ?? "",
      is_open: opening ? opening.is_open : true,
    } as unknown as DefaultValue<OpeningFormValue>,
  });
  const { form, fields } = site;
  return (
    <SiteForm site={site} className="console-form">
      <InputField meta={fields.title} label="Title" type="text" maxLength={OPENING_LIMITS.title} />
      <InputField meta={fields.location} label="Location" type="text" maxLength={OPENING_LIMITS.location} />
      <InputField meta={fields.experience} label="Experience" type="text" maxLength={OPENING_LIMITS.experience} />
      <TextareaField meta={fields.summary} label="Summary (optional)" rows={3} maxLength={OPENING_LIMITS.summary} />
      <TextareaField meta={fields.requirements} label="Requirements, one per line" rows={6} />
      <CheckField meta={fields.is_open}>Open: shown on the Career page and in the application form</CheckField>
      <FormErrors id={form.errorId} errors={form.errors} />
      <SubmitButton texts={opening ? { idle: "Save changes", busy: "Saving…" } : { idle: "Add opening", busy: "Adding…" }} />
    </SiteForm>
  );
}
