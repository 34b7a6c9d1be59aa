import { z } from "zod";
import { apiRequest } from "../../app/lib/api-client.server";
import { ownedNotice } from "./lead-taps";
import type { Notifications } from "./notifications-types";

const dueSchema = z.object({
  data: z.array(
    z.object({
      kind: z.enum(["enquiry", "application"]),
      id: z.number().int(),
      name: z.string(),
      email: z.string(),
      phone: z.string().nullable().default(null),
      service: z.string().nullable().default(null),
      position: z.string().nullable().default(null),
      next_step: z.object({ at: z.string(), text: z.string() }),
      assignee: z.object({ name: z.string(), email: z.string() }),
    }),
  ),
});
export type DueReminders = z.infer<typeof dueSchema>["data"];

/** Claims the next steps due now (POST /staff/lead-reminders/claim, site key): each is handed to one caller only. */
export async function claimDueSteps(): Promise<DueReminders> {
  return dueSchema.parse(await apiRequest("/staff/lead-reminders/claim", { method: "POST", clientIp: "" })).data;
}

export type ReleasedReminder = { kind: "enquiry" | "application"; id: number; at: string };

/** Hands claimed reminders back to the API (POST /staff/lead-reminders/release, site key): the next claim gives them out again. */
export async function releaseSteps(reminders: ReleasedReminder[]): Promise<void> {
  await apiRequest("/staff/lead-reminders/release", { method: "POST", body: { reminders }, clientIp: "" });
}

type Log = Pick<Console, "warn">;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * One round: claims what fell due and queues each owner's reminder. Returns how many were
 * queued. A reminder claimed but not queued (the mail queue's database failing) is handed back
 * to the API, so a later round, on this instance or another, tries it again; the queue's key
 * (kind, id, time) keeps a reminder queued twice from being sent twice.
 */
export async function remindDueSteps(
  claim: () => Promise<DueReminders>,
  notify: NonNullable<Notifications["nextStepDue"]>,
  siteUrl: string,
  log: Log = console,
  release: (reminders: ReleasedReminder[]) => Promise<void> = releaseSteps,
): Promise<number> {
  let queued = 0;
  const failed: ReleasedReminder[] = [];
  for (const due of await claim()) {
    try {
      await notify(ownedNotice(due, due.assignee, siteUrl), due.next_step);
      queued += 1;
    } catch (error) {
      log.warn(`[mail] the reminder of ${due.kind} #${due.id} could not be queued, handed back to try again: ${messageOf(error)}`);
      failed.push({ kind: due.kind, id: due.id, at: due.next_step.at });
    }
  }
  if (failed.length > 0) {
    // Both the queue and the API failing at once: only then is a reminder lost, and the log says which.
    await release(failed).catch((error: unknown) =>
      log.warn(`[mail] could not hand back ${failed.map((step) => `${step.kind} #${step.id}`).join(", ")}; not reminded: ${messageOf(error)}`),
    );
  }
  return queued;
}

/**
 * Every minute, the due next steps become reminders in the durable mail queue. Any number of
 * instances may run this: the API's claim is a guarded row update, so each step is claimed once.
 */
export function startNextStepReminders(
  options: {
    notify: NonNullable<Notifications["nextStepDue"]>;
    siteUrl: string;
    claim?: () => Promise<DueReminders>;
    release?: (reminders: ReleasedReminder[]) => Promise<void>;
    intervalMs?: number;
    log?: Log;
  },
): { stop(): Promise<void> } {
  const { notify, siteUrl, claim = claimDueSteps, release = releaseSteps, intervalMs = 60_000, log = console } = options;
  let running: Promise<unknown> = Promise.resolve();
  const round = () => {
    running = remindDueSteps(claim, notify, siteUrl, log, release).catch((error: unknown) =>
      log.warn(`[mail] next-step reminders: will try again in a minute: ${error instanceof Error ? error.message : error}`),
    );
  };
  const timer = setInterval(round, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
