import type { Database } from "../db/client";
import type { OutboundPolicy } from "../outbound/policy";
import { onLeadEventQueued } from "./emit";
import { WebhookQueue } from "./queue";
import { WebhookWorker } from "./worker";

/** Delivers queued lead events in the background, woken as each is queued; `deliver: false` leaves them queued. */
export function startWebhookDelivery(
  db: Database,
  policy: OutboundPolicy,
  options: { deliver?: boolean; timeoutMs?: number } = {},
): { stop(): Promise<void> } {
  if (options.deliver === false) return { stop: async () => {} };
  const worker = new WebhookWorker(new WebhookQueue(db), { policy, timeoutMs: options.timeoutMs });
  const unsubscribe = onLeadEventQueued(() => worker.kick());
  worker.start();
  return {
    stop: async () => {
      unsubscribe();
      await worker.stop();
    },
  };
}
