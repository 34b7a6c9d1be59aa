import { FormErrors } from "~/components/forms/form-notice";
import { TextareaField } from "~/components/forms/field";
import { SiteForm } from "~/components/forms/site-form";
import { SubmitButton } from "~/components/forms/submit-button";
import { useSiteForm } from "~/components/forms/use-site-form";
import { BLOCK_LIST_FORM_ID } from "~/lib/console/moderation";

const loadSchema = () => import("~/lib/console/moderation").then((module) => module.blockListSchema);

/** The block list as one textarea: a comment with any of these words or phrases is held. */
export function BlockListForm({ phrases, saved }: { phrases: string[]; saved?: number }) {
  const site = useSiteForm({
    id: BLOCK_LIST_FORM_ID,
    anchor: "block-list",
    loadSchema,
    defaultValue: { phrases: phrases.join("\n") },
  });
  const { form, fields } = site;
  return (
    <SiteForm site={site} className="console-form">
      <TextareaField
        meta={fields.phrases}
        label="Blocked words and phrases, one a line"
        rows={10}
        aside={<span className="console-muted">Matched as whole words, in any case.</span>}
      />
      <SubmitButton texts={{ idle: "Save the block list", busy: "Saving…" }} />
      <FormErrors id={form.errorId} errors={form.errors} />
      <p role="status" className="console-status">
        {saved !== undefined ? `Saved: ${saved} ${saved === 1 ? "entry" : "entries"}.` : null}
      </p>
    </SiteForm>
  );
}
