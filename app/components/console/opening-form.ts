import { OPENING_FORM_ID } from "~/lib/console/openings-form";
import type { Opening } from "~/lib/openings";
import { OPENING_LIMITS as L } from "../../../contract/openings";
import type { ContentField, ContentForm } from "./ordered-content-form";

const fields: readonly ContentField<Opening>[] = [
  { kind: "text", name: "title", label: "Title", maxLength: L.title },
  { kind: "text", name: "location", label: "Location", maxLength: L.location },
  { kind: "text", name: "experience", label: "Experience", maxLength: L.experience },
  { kind: "textarea", name: "summary", label: "Summary (optional)", rows: 3, maxLength: L.summary },
  { kind: "textarea", name: "requirements", label: "Requirements, one per line", rows: 6, text: (opening) => opening.requirements.join("\n") },
  { kind: "check", name: "is_open", label: "Open: shown on the Career page and in the application form" },
];

const loadSchema = () => import("~/lib/console/openings-form").then((module) => module.openingFormSchema);

/** The form that adds or edits an opening; requirements are written one per line. */
export const openingForm: ContentForm<Opening> = { id: OPENING_FORM_ID, loadSchema, fields };
