import type { getZodConstraint } from "@conform-to/zod";
import { useLoaderData } from "@remix-run/react";
import type { Country } from "./countries";

/**
 * What the loader of a page with a form adds to its data for the form: the native constraints
 * derived from the form's schema on the server, and for a phone field the country list.
 */
export interface FormPageData {
  constraint?: ReturnType<typeof getZodConstraint>;
  countries?: Country[];
}

/** The form's part of the page's loader data, read where the form is rendered. */
export function useFormPageData(): FormPageData {
  return (useLoaderData() as FormPageData | undefined) ?? {};
}
