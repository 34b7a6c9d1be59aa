import { OPENINGS_LIST } from "./ordered-lists";
import { openingsApi } from "./openings-api.server";
import { OPENING_FORM_ID, openingFormSchema, type OpeningFormValue } from "./openings-form";
import { editAction, orderedListAction } from "./ordered-content-actions.server";

/** The list's buttons: move, close, reopen. */
export const openingListAction = orderedListAction(openingsApi, OPENINGS_LIST.path, {
  close: { is_open: false },
  reopen: { is_open: true },
});

const toBody = (value: OpeningFormValue) => ({
  title: value.title,
  location: value.location,
  experience: value.experience,
  // Emptied on purpose: null clears it.
  summary: value.summary ?? null,
  requirements: value.requirements,
  is_open: value.is_open,
});

/** The add and edit pages: save, or delete after the confirmation. */
export const openingEditAction = editAction({
  api: openingsApi,
  listPath: OPENINGS_LIST.path,
  formId: OPENING_FORM_ID,
  schema: openingFormSchema,
  toBody,
});
