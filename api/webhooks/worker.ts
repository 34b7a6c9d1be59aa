import { DELIVERY_HEADER, EVENT_HEADER, SIGNATURE_HEADER, TIMESTAMP_HEADER, webhookSignature } from "./signing";
import type { ClaimedDelivery, WebhookQueue } from "./queue";

type Logger = Pick<Console, "info" | "warn">;

export interface WebhookWorkerOptions {
  /** How long a receiver may take to answer. */
  timeoutMs?: number;
  /** How often to look for deliveries that fell due (retries, other instances' events). */
  intervalMs?: number;
  log?: Logger;
  now?: () => Date;
}

/** Enough of the receiver's answer to tell what went wrong, short enough for a log line. */
const EXCERPT_LENGTH = 300;

const describe = (error: unknown) => (error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error));

/** Posts due deliveries one at a time until none is due; the same loop as the mail worker's. */
export class WebhookWorker {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;
  private again = false;
  private stopped = true;
  private readonly log: Logger;
  private readonly now: () => Date;

  constructor(
    private readonly queue: WebhookQueue,
    private readonly options: WebhookWorkerOptions = {},
  ) {
    this.log = options.log ?? console;
    this.now = options.now ?? (() => new Date());
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.schedule(0);
  }

  kick(): void {
    if (this.stopped) return;
    if (this.running) this.again = true;
    else this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }

  /** One round: every due delivery is tried once (a failing URL does not hold up the others). */
  async runOnce(): Promise<{ delivered: number; retried: number; failed: number }> {
    const counts = { delivered: 0, retried: 0, failed: 0 };
    for (let row = await this.queue.claimNext(); row; row = await this.queue.claimNext()) {
      counts[await this.deliver(row)] += 1;
    }
    return counts;
  }

  private async deliver(row: ClaimedDelivery): Promise<"delivered" | "retried" | "failed"> {
    const body = JSON.stringify(row.payload);
    const timestamp = String(Math.floor(this.now().getTime() / 1000));
    let status: number | null = null;
    let excerpt: string;
    try {
      const response = await fetch(row.url, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          "User-Agent": "agency-webhooks/1",
          [TIMESTAMP_HEADER]: timestamp,
          [SIGNATURE_HEADER]: webhookSignature(row.secret, timestamp, body),
          [EVENT_HEADER]: row.eventType,
          [DELIVERY_HEADER]: row.eventId,
        },
        body,
        // A redirect could point anywhere, the server's own network included: it counts as a failure.
        redirect: "manual",
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
      });
      status = response.status;
      excerpt = (await response.text().catch(() => "")).slice(0, EXCERPT_LENGTH);
    } catch (error) {
      excerpt = describe(error).slice(0, EXCERPT_LENGTH);
    }
    await this.queue.logAttempt(row, status, excerpt);
    if (status !== null && status >= 200 && status < 300) {
      await this.queue.markDelivered(row, status);
      return "delivered";
    }
    const outcome = await this.queue.failed(row, status, status === null ? excerpt : `HTTP ${status}`);
    if (outcome === "failed") this.log.warn(`[webhooks] gave up ${row.eventType} ${row.eventId} to ${row.url} after ${row.attempts} tries`);
    return outcome === "failed" ? "failed" : "retried";
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.running = this.runOnce()
        .catch((error: unknown) => this.log.warn(`[webhooks] round failed, will try again: ${describe(error)}`))
        .finally(() => {
          this.running = null;
          const soon = this.again;
          this.again = false;
          this.schedule(soon ? 0 : (this.options.intervalMs ?? 5_000));
        });
    }, delayMs);
    this.timer.unref();
  }
}
