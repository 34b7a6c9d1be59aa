import { RoundLoop } from "../jobs/round-loop";
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

/** Posts due deliveries one at a time until none is due, in the same claim loop as the mail worker (RoundLoop). */
export class WebhookWorker {
  private readonly loop: RoundLoop;
  private readonly log: Logger;
  private readonly now: () => Date;

  constructor(
    private readonly queue: WebhookQueue,
    private readonly options: WebhookWorkerOptions = {},
  ) {
    this.log = options.log ?? console;
    this.now = options.now ?? (() => new Date());
    this.loop = new RoundLoop(() => this.runOnce(), {
      intervalMs: options.intervalMs ?? 5_000,
      onError: (error) => this.log.warn(`[webhooks] round failed, will try again: ${describe(error)}`),
      unref: true,
    });
  }

  start(): void {
    this.loop.start();
  }

  kick(): void {
    this.loop.kick();
  }

  stop(): Promise<void> {
    return this.loop.stop();
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
}
