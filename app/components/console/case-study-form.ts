import { CASE_STUDY_FORM_ID, resultsText } from "~/lib/console/work-form";
import type { CaseStudy } from "~/lib/work";
import { CASE_STUDY_LIMITS as L } from "../../../contract/case-studies";
import type { ContentField, ContentForm } from "./ordered-content-form";

const fields: readonly ContentField<CaseStudy>[] = [
  { kind: "text", name: "title", label: "Title", maxLength: L.title },
  { kind: "text", name: "client", label: "Client", maxLength: L.client },
  { kind: "text", name: "industry", label: "Industry", maxLength: L.industry },
  { kind: "textarea", name: "challenge", label: "The challenge", rows: 3, maxLength: L.challenge },
  { kind: "textarea", name: "what_we_did", label: "What we did", rows: 3, maxLength: L.whatWeDid },
  {
    kind: "textarea",
    name: "results",
    label: "Results, one per line as figure — label (e.g. +38% — organic leads)",
    rows: 4,
    text: (study) => resultsText(study.results),
  },
  {
    kind: "cover",
    name: "cover_image",
    emptyNote: "No cover yet: the site shows its default picture.",
    description: { kind: "text", name: "alt_text", label: "Cover image description, for screen readers (optional)", maxLength: L.altText },
  },
  { kind: "check", name: "is_published", label: "Published: shown in About's “Our work”" },
];

const loadSchema = () => import("~/lib/console/work-form").then((module) => module.caseStudyFormSchema);

/** The form that adds or edits a case study; results are "value — label" lines. */
export const caseStudyForm: ContentForm<CaseStudy> = { id: CASE_STUDY_FORM_ID, loadSchema, fields };
