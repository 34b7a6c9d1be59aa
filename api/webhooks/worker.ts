import { RoundLoop } from "../jobs/round-loop";
import { outboundRequest } from "../outbound/client";
import type { OutboundPolicy } from "../outbound/policy";
import { DELIVERY_HEADER, EVENT_HEADER, SIGNATURE_HEADER, TIMESTAMP_HEADER, webhookSignature } from "./signing";
import type { ClaimedDelivery, WebhookQueue } from "./queue";

type Logger = Pick<Console, "info" | "warn">;

export interface WebhookWorkerOptions {
  /** What the deliveries may reach (api/outbound): the same policy the URL was added under. */
  policy: OutboundPolicy;
  /** How long a receiver may take to answer. Default OUTBOUND.timeoutMs. */
  timeoutMs?: number;
  /** How often to look for deliveries that fell due (retries, other instances' events). */
  intervalMs?: number;
  log?: Logger;
  now?: () => Date;
}

const describe = (error: unknown) => (error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error));

/** Posts due deliveries one at a time until none is due, in the same claim loop as the mail worker (RoundLoop). */
export class WebhookWorker {
  private readonly loop: RoundLoop;
  private readonly log: Logger;
  private readonly now: () => Date;

  constructor(
    private readonly queue: WebhookQueue,
    private readonly options: WebhookWorkerOptions,
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
    // Only the status and its class are kept: the receiver's body could be an internal service's answer.
    const answer = await outboundRequest(
      row.url,
      {
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
        timeoutMs: this.options.timeoutMs,
      },
      this.options.policy,
    );
    await this.queue.logAttempt(row, answer.status, answer.result);
    if (answer.status !== null && answer.status >= 200 && answer.status < 300) {
      await this.queue.markDelivered(row, answer.status);
      return "delivered";
    }
    // An address the policy refuses stays refused: the delivery fails at once rather than after 8 tries.
    const outcome = await this.queue.failed(row, answer.status, answer.result, { giveUp: answer.blocked });
    if (outcome === "failed") this.log.warn(`[webhooks] gave up ${row.eventType} ${row.eventId} to ${row.url} after ${row.attempts} tries: ${answer.result}`);
    return outcome === "failed" ? "failed" : "retried";
  }
}
