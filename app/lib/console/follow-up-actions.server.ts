import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { ApiError } from "../api-client.server";
import { getEnv } from "../env.server";
import type { Lead } from "./api-types";
import { followUpApi } from "./follow-up-api.server";
import { contactPath, contactTargets } from "./follow-up-links.server";
import { CONSOLE_HEADERS, consoleData } from "./http.server";
import type { StaffCaller } from "./staff-api.server";
import type { LeadKind } from "./leads";
import { istInputToIso } from "./posts-ist";
import { savedLocation } from "./lead-page.server";

export const FOLLOW_UP_INTENTS = ["assign", "next-step", "outcome", "call-outcome"] as const;
type Intent = (typeof FOLLOW_UP_INTENTS)[number];

/** What a refused follow-up form answers: the message beside the form it came from, and what was typed. */
export interface FollowUpError {
  intent: Intent;
  message: string;
  values: Record<string, string>;
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
};

const istTime = z.string().transform((value, ctx) => {
  const iso = istInputToIso(value);
  if (!iso) ctx.addIssue({ code: "custom", message: "Enter a date and time." });
  return iso ?? "";
});

const schemas = {
  assign: z.object({ staff_id: z.string().regex(/^\d*$/, "Choose a member of the staff.") }),
  "next-step": z.union([
    z.object({ clear: z.literal("1") }),
    z.object({ at: istTime, text: z.string().min(1, "Say what the next step is.").max(200, "Keep the next step under 200 characters.") }),
  ]),
  outcome: z.discriminatedUnion("outcome", [
    z.object({
      outcome: z.literal("won"),
      value_rupees: z
        .string()
        .transform((value) => value.replace(/[,\s₹]/g, ""))
        .pipe(z.string().regex(/^\d{1,10}$/, "Enter the value in whole rupees, like 150000.")),
    }),
    z.object({ outcome: z.literal("lost"), reason: z.string().min(1, "Say why it was lost.").max(500) }),
  ]),
  "call-outcome": z
    .object({ outcome: z.enum(["reached", "no_answer", "call_back"]), call_back_at: z.string(), channel: z.enum(["call", "whatsapp"]).catch("call") })
    .transform((value, ctx) => {
      if (!value.call_back_at) {
        if (value.outcome === "call_back") ctx.addIssue({ code: "custom", message: "Choose when to call back." });
        return { ...value, call_back_at: undefined };
      }
      const iso = istInputToIso(value.call_back_at);
      if (!iso) ctx.addIssue({ code: "custom", message: "Enter a date and time to call back." });
      return { ...value, call_back_at: iso ?? undefined };
    }),
};

/** The absolute links of a lead for the owner's mail. */
export function ownedLeadNotice(lead: Lead, links: ReturnType<typeof contactTargets>) {
  const site = getEnv().SITE_URL;
  const path = `/console/leads/${lead.kind}/${lead.id}`;
  return {
    kind: lead.kind,
    id: Number(lead.id),
    name: lead.name,
    email: lead.email,
    phone: lead.phone ?? "",
    topic: lead.service ?? lead.position ?? "",
    leadUrl: `${site}${path}`,
    callUrl: links ? `${site}${contactPath(lead, "call")}` : null,
    whatsappUrl: links ? `${site}${contactPath(lead, "whatsapp")}` : null,
  };
}

/**
 * The lead page's follow-up posts (owner, next step, won/lost, call outcome), or null for any
 * other intent. Each is one API call; a refusal comes back beside its form with what was typed.
 */
export async function followUpAction(
  { request, context }: Pick<ActionFunctionArgs, "request" | "context">,
  caller: StaffCaller,
  kind: LeadKind,
  id: string,
  form: FormData,
) {
  const intent = text(form, "intent") as Intent;
  if (!FOLLOW_UP_INTENTS.includes(intent)) return null;
  const values = Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === "string")) as Record<string, string>;
  const refuse = (message: string, status = 400) =>
    consoleData({ followUpError: { intent, message, values } satisfies FollowUpError }, { status });
  const parsed = schemas[intent].safeParse(values);
  if (!parsed.success) return refuse(parsed.error.issues[0]?.message ?? "Check the form.");
  try {
    if (intent === "assign") {
      const staffId = (parsed.data as { staff_id: string }).staff_id;
      const { lead, changed } = await followUpApi.assign(caller, kind, id, staffId ? Number(staffId) : null);
      const owner = lead.follow_up.assignee;
      if (changed && owner && context.notifications?.leadAssigned) {
        const templates = await followUpApi.whatsappTemplates().catch(() => null);
        await context.notifications.leadAssigned(
          { ...ownedLeadNotice(lead, contactTargets(lead, templates)), owner: { name: owner.name, email: owner.email } },
          lead.follow_up.assigned_at ?? new Date().toISOString(),
        );
      }
    } else if (intent === "next-step") {
      const step = parsed.data as { clear: "1" } | { at: string; text: string };
      await followUpApi.nextStep(caller, kind, id, "clear" in step ? { at: null } : step);
    } else if (intent === "outcome") {
      const outcome = parsed.data as { outcome: "won"; value_rupees: string } | { outcome: "lost"; reason: string };
      await followUpApi.outcome(caller, kind, id, outcome.outcome === "won" ? { outcome: "won", value_rupees: Number(outcome.value_rupees) } : outcome);
    } else {
      const call = parsed.data as { outcome: string; call_back_at?: string; channel: string };
      await followUpApi.callOutcome(caller, kind, id, call);
    }
  } catch (error) {
    if (error instanceof ApiError && error.status !== null && error.status < 500 && error.status !== 404) {
      return refuse(error.serverMessage ?? "The change was refused.", error.status);
    }
    throw error;
  }
  return redirect(savedLocation(request, `/console/leads/${kind}/${id}`, "follow-up"), { status: 303, headers: CONSOLE_HEADERS });
}
