import type { getZodConstraint } from "@conform-to/zod";
import { useLoaderData } from "@remix-run/react";

/**
 * What the loader of a page with a form adds to its data for the form: the native constraints
 * derived from the form's schema on the server. (The phone field's country list is not part of
 * it: the browser loads it from /countries.json when the form comes into view.)
 */
export interface FormPageData {
  constraint?: ReturnType<typeof getZodConstraint>;
}

/** The form's part of the page's loader data, read where the form is rendered. */
export function useFormPageData(): FormPageData {
  return (useLoaderData() as FormPageData | undefined) ?? {};
}
