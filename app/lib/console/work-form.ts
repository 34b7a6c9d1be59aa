import { z } from "zod";
import { CASE_STUDY_LIMITS as L, type CaseStudyResult } from "../../../contract/case-studies";
import { coverFields } from "./cover-upload";
import { checkboxField, lineField, lineListField, optionalLineField, textField } from "./work-form-parts";

export const CASE_STUDY_FORM_ID = "case-study-form";

/** "+38% — organic leads": an em or en dash, or a hyphen with spaces around it, splits a line. */
const RESULT_SEPARATOR = /\s*[—–]\s*|\s+-\s+/;

const m = {
  title: `Enter a title (up to ${L.title} characters).`,
  client: `Enter the client's name (up to ${L.client} characters).`,
  industry: `Enter the client's industry (up to ${L.industry} characters).`,
  challenge: `Describe the challenge (up to ${L.challenge} characters).`,
  whatWeDid: `Describe what we did (up to ${L.whatWeDid} characters).`,
  resultShape: 'write the figure, a dash, then what it measures, like "+38% — organic leads".',
  resultLong: `keep the figure to ${L.resultValue} and its label to ${L.resultLabel} characters.`,
  resultsMany: `List at most ${L.results} results, one per line.`,
  alt: `Keep the description of the image to ${L.altText} characters.`,
} as const;

function parseResult(line: string): { item: CaseStudyResult } | { error: string } {
  const match = RESULT_SEPARATOR.exec(line);
  if (!match || match.index === 0) return { error: m.resultShape };
  const value = line.slice(0, match.index).trim();
  const label = line.slice(match.index + match[0].length).trim();
  if (!value || !label) return { error: m.resultShape };
  if (value.length > L.resultValue || label.length > L.resultLabel) return { error: m.resultLong };
  return { item: { value, label } };
}

/** How a list of results is written in the form's textarea, one "value — label" per line. */
export const resultsText = (results: readonly CaseStudyResult[]) =>
  results.map((result) => `${result.value} — ${result.label}`).join("\n");

/** The console's case study form, run in the browser and again in the action. */
export const caseStudyFormSchema = z.object({
  title: lineField(L.title, m.title),
  client: lineField(L.client, m.client),
  industry: lineField(L.industry, m.industry),
  challenge: textField(L.challenge, m.challenge),
  what_we_did: textField(L.whatWeDid, m.whatWeDid),
  results: lineListField({ maxLines: L.results, tooMany: m.resultsMany }, parseResult),
  ...coverFields,
  alt_text: optionalLineField(L.altText, m.alt),
  is_published: checkboxField,
});

export type CaseStudyFormValue = z.output<typeof caseStudyFormSchema>;
