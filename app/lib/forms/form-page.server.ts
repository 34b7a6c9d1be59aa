import { formConstraints, type FormName } from "./constraints.server";
import type { FormPageData } from "./form-page";

/** What a page loads for the enquiry or application form on it (see useFormPageData). */
export async function formPageData(form: Exclude<FormName, "comment">): Promise<Required<FormPageData>> {
  return { constraint: formConstraints[form] };
}
