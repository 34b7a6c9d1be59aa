import type { LeadKind, LeadStatus } from "../../contract/leads";

/**
 * What happens to a lead after it arrived, for whoever wants to hear of it (webhooks, live
 * inbox). Emitted after the change is committed; a listener's failure never fails the change.
 */
export type LeadEvent =
  | { type: "lead.assigned"; kind: LeadKind; id: number; assignee: { id: number; name: string; email: string } | null; at: string }
  | { type: "lead.status_changed"; kind: LeadKind; id: number; from: LeadStatus | null; to: LeadStatus; at: string };

type Listener = (event: LeadEvent) => void | Promise<void>;

const listeners = new Set<Listener>();

/** Subscribes to lead events; returns the unsubscribe. */
export function onLeadEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The one place assignment and status changes are announced (api/leads/follow-ups.ts, api/routes/leads.ts). */
export function announceLeadEvent(event: LeadEvent): void {
  for (const listener of listeners) {
    Promise.resolve()
      .then(() => listener(event))
      .catch((error: unknown) => console.error(`[leads] a ${event.type} listener failed:`, error));
  }
}
