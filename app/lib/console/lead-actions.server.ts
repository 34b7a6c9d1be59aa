import { parseWithZod } from "@conform-to/zod";
import { data, redirect, type ActionFunctionArgs } from "@remix-run/node";
import type { z } from "zod";
import { ApiError } from "../api-client.server";
import { leadNoteSchema, leadStatusSchema } from "./form-schemas";
import { noteAction } from "./lead-note-actions.server";
import { apiFailureReply, CONSOLE_HEADERS, consoleData, invalidReply, readConsoleForm, staffCaller } from "./http.server";
import { isLeadKind, LEAD_FORM_IDS, type LeadKind } from "./leads";
import { savedLocation, type SavedChange } from "./lead-page.server";
import { releaseFromSpam } from "./not-spam.server";
import { followUpAction } from "./follow-up-actions.server";
import { routeId } from "./route-id";
import { staffApi } from "./staff-api.server";
import { followUpApi } from "./follow-up-api.server";

/** The lead a console URL names, or a 404 for anything else. */
export function leadParams(params: ActionFunctionArgs["params"]): { kind: LeadKind; id: string } {
  const { kind, id } = params;
  if (!isLeadKind(kind)) throw data(null, { status: 404, headers: CONSOLE_HEADERS });
  return { kind, id: String(routeId(id)) };
}

/** A missing lead is a 404 page, not a fault. */
export function notFoundIfMissing(error: unknown): never {
  if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404, headers: CONSOLE_HEADERS });
  throw error;
}

/** The lead page's posts: change the status, add, edit or delete a note, delete the lead (owners). */
export async function leadAction({ request, context, params }: ActionFunctionArgs) {
  const { kind, id } = leadParams(params);
  const caller = await staffCaller(request, context);
  const read = await readConsoleForm(request);
  if (!read.ok) return read.answer;
  const intent = read.formData.get("intent");
  const followUp = await followUpAction({ request, context }, caller, kind, id, read.formData);
  if (followUp) return followUp;
  const here = `/console/leads/${kind}/${id}`;
  const back = (change: SavedChange) => redirect(savedLocation(request, here, change), { status: 303, headers: CONSOLE_HEADERS });

  if (intent === "edit-note" || intent === "delete-note") {
    return noteAction(caller, kind, id, intent, read.formData, back);
  }

  if (intent === "not-spam") {
    try {
      await releaseFromSpam(caller, kind, id, context);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) return back("status");
      throw error;
    }
    return back("notSpam");
  }

  if (intent === "delete") {
    try {
      await staffApi.deleteLead(caller, kind, id);
    } catch (error) {
      if (error instanceof ApiError && error.status !== null && error.status < 500) {
        return consoleData({ deleteError: error.serverMessage ?? "This lead could not be deleted." }, { status: error.status });
      }
      throw error;
    }
    return redirect("/console", { status: 303, headers: CONSOLE_HEADERS });
  }

  // Both remaining posts: check the form, make the one API call, come back to the lead.
  const post = async <Schema extends typeof leadStatusSchema | typeof leadNoteSchema>(
    schema: Schema,
    formId: string,
    change: SavedChange,
    call: (value: z.output<Schema>) => Promise<unknown>,
  ) => {
    const submission = parseWithZod(read.formData, { schema });
    if (submission.status !== "success") return invalidReply(submission, formId);
    try {
      await call(submission.value);
    } catch (error) {
      return apiFailureReply(submission, error, { formId });
    }
    return back(change);
  };
  if (intent === "status") {
    return post(leadStatusSchema, LEAD_FORM_IDS.status, "status", (value) => {
      // Won with its value and lost with its reason are kept beside the status (one call each).
      if (value.status === "won" && value.value_rupees) return followUpApi.outcome(caller, kind, id, { outcome: "won", value_rupees: Number(value.value_rupees) });
      if (value.status === "lost" && value.reason) return followUpApi.outcome(caller, kind, id, { outcome: "lost", reason: value.reason });
      return staffApi.setStatus(caller, kind, id, value.status);
    });
  }
  return post(leadNoteSchema, LEAD_FORM_IDS.note, "note", (value) => staffApi.addNote(caller, kind, id, value.body));
}
