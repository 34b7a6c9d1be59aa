import { RoundLoop } from "../../api/jobs/round-loop";
import type { MailRow } from "../outbox/schema";
import { leadState as askLeadState, type LeadState } from "./lead-status";
import type { LeadRef, MailMessage, MailQueue } from "./queue";
import type { SendMail } from "./transport";

type Logger = Pick<Console, "info" | "warn" | "error">;

export interface MailWorkerOptions {
  send: SendMail;
  /** The lead's status and owner now, or null when it is gone; asked before a reminder goes. */
  leadState?: (lead: LeadRef) => Promise<LeadState | null>;
  /** How often to look for mail that fell due (retries, reminders, other instances' mail). */
  intervalMs?: number;
  log?: Logger;
  now?: () => Date;
}

/** Tried for two days at least before it is given up: a mail server down for a day loses nothing. */
const GIVE_UP_AFTER_MS = 2 * 24 * 60 * 60_000;
const KEEP_DONE_MS = 30 * 24 * 60 * 60_000;
const PURGE_EVERY_MS = 60 * 60_000;

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The server refused this message for good (a 5xx reply): the same message would be refused again. */
function isPermanent(error: unknown): boolean {
  return Boolean(error && typeof error === "object" && "permanent" in error && error.permanent === true);
}

type Outcome = "sent" | "dropped" | "retry";

/** Sends queued mail as it falls due, one at a time, until the queue has none due. */
export class MailWorker {
  private readonly loop: RoundLoop;
  private lastPurge = 0;
  private readonly log: Logger;
  private readonly now: () => Date;
  private readonly leadState: (lead: LeadRef) => Promise<LeadState | null>;

  constructor(
    private readonly queue: MailQueue,
    private readonly options: MailWorkerOptions,
  ) {
    this.log = options.log ?? console;
    this.now = options.now ?? (() => new Date());
    this.leadState = options.leadState ?? askLeadState;
    this.loop = new RoundLoop(() => this.runOnce(), {
      intervalMs: options.intervalMs ?? 5_000,
      onError: (error) => this.log.warn(`[mail] round failed, will try again: ${describe(error)}`),
    });
  }

  start(): void {
    this.loop.start();
  }

  /** New mail was queued: look at once rather than at the next interval. */
  kick(): void {
    this.loop.kick();
  }

  /** Waits for a round in progress, so the database is not closed under it. */
  stop(): Promise<void> {
    return this.loop.stop();
  }

  /**
   * One round: sends due mail until none is left. Stops at the first failure, which is most
   * often the mail server being unreachable: the rest would fail the same way.
   */
  async runOnce(): Promise<{ sent: number; dropped: number; retried: number }> {
    const counts = { sent: 0, dropped: 0, retried: 0 };
    for (let row = await this.queue.claimNext(); row; row = await this.queue.claimNext()) {
      const outcome = await this.handle(row);
      if (outcome === "sent") counts.sent += 1;
      else if (outcome === "dropped") counts.dropped += 1;
      else {
        counts.retried += 1;
        break;
      }
    }
    if (this.now().getTime() - this.lastPurge > PURGE_EVERY_MS) {
      this.lastPurge = this.now().getTime();
      await this.queue.purgeDone(KEEP_DONE_MS);
    }
    return counts;
  }

  private async handle(row: MailRow): Promise<Outcome> {
    const lead = row.onlyIfNewLead as LeadRef | null;
    let message = row.message as MailMessage;
    try {
      if (lead) {
        const state = await this.leadState(lead);
        if (state?.status !== "new") {
          await this.queue.drop(row, state ? `not sent: the lead is ${state.status}` : "not sent: the lead is gone");
          return "dropped";
        }
        // A lead with an owner is theirs to answer: the reminder goes to them, not to everyone.
        if (state.owner) message = { ...message, to: [state.owner.email] };
      }
      await this.options.send(message);
    } catch (error) {
      return this.failed(row, error);
    }
    // Right after the server took it, so a crash can only fall between these two lines.
    await this.queue.markSent(row);
    this.log.info(`[mail] sent ${row.key}${row.attempts > 1 ? ` after ${row.attempts} tries` : ""}`);
    return "sent";
  }

  private async failed(row: MailRow, error: unknown): Promise<Outcome> {
    const reason = describe(error);
    const triedFor = this.now().getTime() - row.notBefore.getTime();
    if (isPermanent(error) || triedFor > GIVE_UP_AFTER_MS) {
      await this.queue.drop(row, reason);
      this.log.error(`[mail] gave up ${row.key} after ${row.attempts} tries: ${reason}`);
      return "dropped";
    }
    const next = await this.queue.retryLater(row, reason);
    // The first failure, then every tenth: an outage of a day would otherwise fill the log.
    if (row.attempts === 1 || row.attempts % 10 === 0) {
      this.log.warn(`[mail] ${row.key} not sent (try ${row.attempts}), next try at ${next.toISOString()}: ${reason}`);
    }
    return "retry";
  }
}
