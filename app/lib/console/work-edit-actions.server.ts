import { COVER_MAX_BYTES } from "./cover-upload";
import { WORK_LIST } from "./ordered-lists";
import { workApi } from "./work-api.server";
import { CASE_STUDY_FORM_ID, caseStudyFormSchema, type CaseStudyFormValue } from "./work-form";
import { editAction, orderedListAction } from "./ordered-content-actions.server";

/** The list's buttons: move up and down. */
export const workListAction = orderedListAction(workApi, WORK_LIST.path, {});

/** A case study's text fields, well under this; the cover comes on top, at its own limit. */
const TEXT_MAX_BYTES = 64 * 1024;

const toBody = (value: CaseStudyFormValue, cover: string | null) => ({
  title: value.title,
  client: value.client,
  industry: value.industry,
  challenge: value.challenge,
  what_we_did: value.what_we_did,
  results: value.results,
  // Emptied on purpose: null clears them, and the site shows its default cover.
  cover_image: cover,
  alt_text: value.alt_text ?? null,
  is_published: value.is_published,
  // Saved from the console, a seeded example has become the agency's own work.
  is_example: false,
});

/** The add and edit pages: save, or delete after the confirmation. */
export const caseStudyEditAction = editAction({
  api: workApi,
  listPath: WORK_LIST.path,
  formId: CASE_STUDY_FORM_ID,
  schema: caseStudyFormSchema,
  toBody,
  coverForm: { maxBytes: COVER_MAX_BYTES + TEXT_MAX_BYTES, textMaxBytes: TEXT_MAX_BYTES },
});
