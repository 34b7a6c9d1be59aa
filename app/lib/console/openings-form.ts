import { z } from "zod";
import { OPENING_LIMITS as L } from "../../../contract/openings";
import { checkboxField, lineField, lineListField, optionalTextField } from "./work-form-parts";

export const OPENING_FORM_ID = "opening-form";

const m = {
  title: `Enter the position's title (up to ${L.title} characters).`,
  location: `Enter where the work is, like "Onsite Indore" (up to ${L.location} characters).`,
  experience: `Enter the experience asked for, like "2+ Years" (up to ${L.experience} characters).`,
  summary: `Keep the summary to ${L.summary} characters.`,
  requirementLong: `a requirement can be up to ${L.requirement} characters.`,
  requirementsMany: `List at most ${L.requirements} requirements, one per line.`,
} as const;

/** The console's opening form, run in the browser and again in the action. */
export const openingFormSchema = z.object({
  title: lineField(L.title, m.title),
  location: lineField(L.location, m.location),
  experience: lineField(L.experience, m.experience),
  summary: optionalTextField(L.summary, m.summary),
  requirements: lineListField({ maxLines: L.requirements, tooMany: m.requirementsMany }, (line) =>
    line.length <= L.requirement ? { item: line } : { error: m.requirementLong },
  ),
  is_open: checkboxField,
});

export type OpeningFormValue = z.output<typeof openingFormSchema>;
