import { parseWithZod } from "@conform-to/zod";
import { ApiError } from "../api-client.server";
import { leadNoteDeleteSchema, leadNoteEditSchema } from "./form-schemas";
import { apiFailureReply, consoleData, invalidReply } from "./http.server";
import { LEAD_FORM_IDS, type LeadKind } from "./leads";
import type { SavedChange } from "./lead-page.server";
import { staffApi, type StaffCaller } from "./staff-api.server";

/** What the delete of a note answers when the API refuses it (someone else's note, one already deleted). */
export interface NoteDeleteError {
  noteDeleteError: string;
}

/**
 * A note's two posts from the lead page: its author edits it (the edit form answers like any
 * form, text kept) or deletes it; either comes back to the lead with its confirmation.
 */
export async function noteAction(
  caller: StaffCaller,
  kind: LeadKind,
  id: string,
  intent: "edit-note" | "delete-note",
  formData: FormData,
  back: (change: SavedChange) => Response,
) {
  if (intent === "edit-note") {
    const submission = parseWithZod(formData, { schema: leadNoteEditSchema });
    if (submission.status !== "success") return invalidReply(submission, LEAD_FORM_IDS.noteEdit);
    try {
      await staffApi.editNote(caller, kind, id, submission.value.note, submission.value.body);
    } catch (error) {
      return apiFailureReply(submission, error, { formId: LEAD_FORM_IDS.noteEdit });
    }
    return back("noteEdited");
  }
  const submission = parseWithZod(formData, { schema: leadNoteDeleteSchema });
  if (submission.status !== "success") return consoleData<NoteDeleteError>({ noteDeleteError: "Choose a note to delete." }, { status: 400 });
  try {
    await staffApi.deleteNote(caller, kind, id, submission.value.note);
  } catch (error) {
    if (error instanceof ApiError && error.status !== null && error.status < 500) {
      return consoleData<NoteDeleteError>({ noteDeleteError: error.serverMessage ?? "This note could not be deleted." }, { status: error.status });
    }
    throw error;
  }
  return back("noteDeleted");
}
