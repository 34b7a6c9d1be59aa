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

type Log = Pick<Console, "warn">;

/** One round: claims what fell due and queues each owner's reminder. Returns how many were queued. */
export async function remindDueSteps(
  claim: () => Promise<DueReminders>,
  notify: NonNullable<Notifications["nextStepDue"]>,
  siteUrl: string,
  log: Log = console,
): Promise<number> {
  let queued = 0;
  for (const due of await claim()) {
    try {
      await notify(ownedNotice(due, due.assignee, siteUrl), due.next_step);
      queued += 1;
    } catch (error) {
      // Claimed but not queued (the outbox's database failed): said in the log, as the claim is not repeated.
      log.warn(`[mail] the reminder of ${due.kind} #${due.id} could not be queued: ${error instanceof Error ? error.message : error}`);
    }
  }
  return queued;
}

/**
 * Every minute, the due next steps become reminders in the durable mail queue. Any number of
 * instances may run this: the API's claim is a guarded row update, so each step is claimed once.
 */
export function startNextStepReminders(
  options: { notify: NonNullable<Notifications["nextStepDue"]>; siteUrl: string; claim?: () => Promise<DueReminders>; intervalMs?: number; log?: Log },
): { stop(): Promise<void> } {
  const { notify, siteUrl, claim = claimDueSteps, intervalMs = 60_000, log = console } = options;
  let running: Promise<unknown> = Promise.resolve();
  const round = () => {
    running = remindDueSteps(claim, notify, siteUrl, log).catch((error: unknown) =>
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
