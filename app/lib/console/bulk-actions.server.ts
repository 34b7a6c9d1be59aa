import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { ApiError } from "../api-client.server";
import { leadSchema } from "./api-types";
import { followUpApi } from "./follow-up-api.server";
import { contactTargets } from "./follow-up-links.server";
import { ownedLeadNotice } from "./follow-up-actions.server";
import { consoleData } from "./http.server";
import { LEAD_STATUSES } from "./leads";
import type { StaffCaller } from "./staff-api.server";

/** One inbox page: the most a bulk change names at once (the API refuses more as well). */
export const BULK_MAX = 50;

/** What the inbox's bulk form answers: a line for the page, and the status it came with. */
export interface BulkAnswer {
  bulk: { ok: boolean; message: string };
}

const leadRef = z.string().regex(/^(enquiry|application):[1-9]\d{0,9}$/);

const bulkForm = z.discriminatedUnion("bulk", [
  z.object({ bulk: z.literal("assign"), staff_id: z.string().regex(/^(\d+|none)$/, "Choose whom to give the leads to.") }),
  z.object({ bulk: z.literal("status"), status: z.enum(LEAD_STATUSES, { errorMap: () => ({ message: "Choose the status to set." }) }) }),
  z.object({ bulk: z.literal("spam") }),
]);

const answer = (ok: boolean, message: string, status = 200) => consoleData({ bulk: { ok, message } } satisfies BulkAnswer, { status });

/**
 * The inbox's one bulk form (assign, set status, mark as spam) for the ticked leads, a plain
 * post. Each new owner is emailed of the leads given to them, as on the lead page.
 */
export async function bulkAction({ context }: Pick<ActionFunctionArgs, "context">, caller: StaffCaller, form: FormData) {
  const refs = form.getAll("lead").filter((value): value is string => typeof value === "string");
  if (refs.length === 0) return answer(false, "Tick at least one lead.", 400);
  if (refs.length > BULK_MAX) return answer(false, `Choose at most ${BULK_MAX} leads at once (${refs.length} were ticked).`, 400);
  if (!refs.every((ref) => leadRef.safeParse(ref).success)) return answer(false, "A ticked lead is not one of the inbox's.", 400);
  const parsed = bulkForm.safeParse(Object.fromEntries([...form.entries()].filter(([name]) => name !== "lead")));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return answer(false, issue?.path[0] === "bulk" ? "Choose what to do with the ticked leads." : (issue?.message ?? "Check the form."), 400);
  }
  const input = parsed.data;
  const leads = [...new Set(refs)].map((ref) => {
    const [kind, id] = ref.split(":");
    return { kind, id: Number(id) };
  });
  const body =
    input.bulk === "assign"
      ? { action: "assign", leads, staff_id: input.staff_id === "none" ? null : Number(input.staff_id) }
      : input.bulk === "status"
        ? { action: "status", leads, status: input.status }
        : { action: "spam", leads };
  let result: { changed?: number; assigned?: unknown[] };
  try {
    result = (await followUpApi.bulk(caller, body)) as typeof result;
  } catch (error) {
    if (error instanceof ApiError && error.status !== null && error.status < 500) return answer(false, error.serverMessage ?? "The change was refused.", error.status);
    throw error;
  }
  const assigned = z.array(leadSchema).catch([]).parse(result.assigned ?? []);
  if (assigned.length && context.notifications?.leadAssigned) {
    const templates = await followUpApi.whatsappTemplates().catch(() => null);
    for (const lead of assigned) {
      const owner = lead.follow_up.assignee;
      if (!owner) continue;
      await context.notifications.leadAssigned(
        { ...ownedLeadNotice(lead, contactTargets(lead, templates)), owner: { name: owner.name, email: owner.email } },
        lead.follow_up.assigned_at ?? new Date().toISOString(),
      );
    }
  }
  const changed = result.changed ?? 0;
  return answer(true, `${changed} ${changed === 1 ? "lead" : "leads"} changed.`);
}
