import type { ArrivedLead } from "../mail/notifications-types";
import { deliverOutboxRow, shouldRetry } from "./deliver";
import type { Outbox } from "./outbox";
import type { OutboxRow } from "./schema";

type Logger = Pick<Console, "info" | "warn" | "error">;

export interface OutboxWorkerOptions {
  /** How often to look for due rows; a row is due 5 s after its first failure at the earliest. */
  intervalMs?: number;
  /** Sends a row; answers the lead it became, when known. */
  deliver?: (row: OutboxRow) => Promise<ArrivedLead | null | void>;
  /** Told of each delivered lead (the staff mail); never throws. */
  onDelivered?: (lead: ArrivedLead) => Promise<void>;
  log?: Logger;
}

const KEEP_DELIVERED_MS = 30 * 24 * 60 * 60_000;
const PURGE_EVERY_MS = 60 * 60_000;

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Retries kept submissions until each is delivered, or refused for good by the API. */
export class OutboxWorker {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;
  private stopped = true;
  private lastPurge = 0;
  private readonly intervalMs: number;
  private readonly deliver: (row: OutboxRow) => Promise<ArrivedLead | null | void>;
  private readonly onDelivered: (lead: ArrivedLead) => Promise<void>;
  private readonly log: Logger;

  constructor(private readonly outbox: Outbox, options: OutboxWorkerOptions = {}) {
    this.intervalMs = options.intervalMs ?? 2_000;
    this.deliver = options.deliver ?? deliverOutboxRow;
    this.onDelivered = options.onDelivered ?? (async () => {});
    this.log = options.log ?? console;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.schedule();
  }

  /** Waits for a round in progress, so the database is not closed under it. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }

  /** One round: every due row gets one try. */
  async runOnce(): Promise<{
    delivered: number;
    retried: number;
    failed: number;
  }> {
    const counts = { delivered: 0, retried: 0, failed: 0 };
    for (const row of await this.outbox.claimDue()) {
      try {
        const lead = await this.deliver(row);
        await this.outbox.markDelivered(row.id);
        counts.delivered += 1;
        this.log.info(`[outbox] delivered ${row.kind} #${row.id} after ${row.attempts} tries`);
        if (lead) await this.onDelivered(lead);
      } catch (error) {
        if (shouldRetry(error)) {
          await this.outbox.retryLater(row, describe(error));
          counts.retried += 1;
        } else {
          await this.outbox.markFailed(row.id, describe(error));
          counts.failed += 1;
          this.log.error(`[outbox] the API refused ${row.kind} #${row.id}; it will not be retried: ${describe(error)}`);
        }
      }
    }
    if (Date.now() - this.lastPurge > PURGE_EVERY_MS) {
      this.lastPurge = Date.now();
      await this.outbox.purgeDelivered(KEEP_DELIVERED_MS);
    }
    return counts;
  }

  private schedule(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.runOnce()
        .catch((error: unknown) => this.log.warn(`[outbox] round failed, will try again: ${describe(error)}`))
        .finally(() => {
          this.running = null;
          this.schedule();
        });
    }, this.intervalMs);
  }
}
