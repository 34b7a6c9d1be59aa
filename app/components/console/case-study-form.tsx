import type { DefaultValue } from "@conform-to/react";
import { checkPickedFile, CoverField } from "~/components/console/cover-field";
import { CheckField, InputField, TextareaField } from "~/components/forms/field";
import { FormErrors } from "~/components/forms/form-notice";
import { SiteForm } from "~/components/forms/site-form";
import { SubmitButton } from "~/components/forms/submit-button";
import { useSiteForm } from "~/components/forms/use-site-form";
import { CASE_STUDY_FORM_ID, resultsText, type CaseStudyFormValue } from "~/lib/console/work-form";
import type { CaseStudy } from "~/lib/work";
import { CASE_STUDY_LIMITS as L } from "../../../contract/case-studies";

const loadSchema = () => import("~/lib/console/work-form").then((module) => module.caseStudyFormSchema);

/** Adds a case study (none given) or edits one; results are "value — label" lines. */
export function CaseStudyForm({ study }: { study?: CaseStudy }) {
  const site = useSiteForm({
    id: CASE_STUDY_FORM_ID,
    anchor: "case-study-section",
    loadSchema,
    // The textarea holds the results as text; conform types defaults by the parsed value.
    defaultValue: {
      title: study?.title ?? "",
      client: study?.client ?? "",
      industry: study?.industry ?? "",
      challenge: study?.challenge ?? "",
      what_we_did: study?.what_we_did ?? "",
      results: study ? resultsText(study.results) : "",
      coverImage: study?.cover_image ?? "",
      alt_text: study?.alt_text ?? "",
      is_published: study ? study.is_published : true,
    } as unknown as DefaultValue<CaseStudyFormValue>,
  });
  const { form, fields } = site;
  return (
    <SiteForm site={site} className="console-form" encType="multipart/form-data" onChange={checkPickedFile(form)}>
      <InputField meta={fields.title} label="Title" type="text" maxLength={L.title} />
      <InputField meta={fields.client} label="Client" type="text" maxLength={L.client} />
      <InputField meta={fields.industry} label="Industry" type="text" maxLength={L.industry} />
      <TextareaField meta={fields.challenge} label="The challenge" rows={3} maxLength={L.challenge} />
      <TextareaField meta={fields.what_we_did} label="What we did" rows={3} maxLength={L.whatWeDid} />
      <TextareaField
        meta={fields.results}
        label="Results, one per line as figure — label (e.g. +38% — organic leads)"
        rows={4}
      />
      <CoverField fields={fields} emptyNote="No cover yet: the site shows its default picture.">
        <InputField meta={fields.alt_text} label="Cover image description, for screen readers (optional)" type="text" maxLength={L.altText} />
      </CoverField>
      <CheckField meta={fields.is_published}>Published: shown in About&apos;s &ldquo;Our work&rdquo;</CheckField>
      <FormErrors id={form.errorId} errors={form.errors} />
      <SubmitButton texts={study ? { idle: "Save changes", busy: "Saving…" } : { idle: "Add case study", busy: "Adding…" }} />
    </SiteForm>
  );
}
