import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { LeadKind } from "../../contract/leads";
import type { Database, Transaction } from "../db/client";
import { webhookDeliveries, webhookEndpoints } from "../db/schema";
import { findLead } from "../services/leads";

export const LEAD_EVENT_TYPES = ["lead.created", "lead.assigned", "lead.status_changed"] as const;
export type LeadEventType = (typeof LEAD_EVENT_TYPES)[number];

export interface LeadEvent {
  type: LeadEventType;
  kind: LeadKind;
  leadId: number;
  /** What else the receiver should know: `{ from, to }` for a status change, the assignee for an assignment. */
  details?: Record<string, unknown>;
}

/** The delivery workers of this process (createApi starts one), woken when an event is queued. */
const listeners = new Set<() => void>();
export function onLeadEventQueued(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Queues a lead event for every active webhook URL: one row per event and URL, in the caller's
 * transaction when given one, so the event exists exactly when the change does. Answers how many
 * deliveries it queued. The worker is woken at once; a row queued inside a transaction still
 * uncommitted is found at its next look.
 */
export async function emitLeadEvent(db: Database | Transaction, event: LeadEvent): Promise<number> {
  const endpoints = await db.select({ id: webhookEndpoints.id }).from(webhookEndpoints).where(eq(webhookEndpoints.isActive, true));
  if (endpoints.length === 0) return 0;
  const lead = await findLead(db as Database, event.kind, event.leadId);
  if (!lead) return 0;
  const eventId = randomUUID();
  const payload = { id: eventId, type: event.type, created_at: new Date().toISOString(), lead, ...(event.details ?? {}) };
  await db
    .insert(webhookDeliveries)
    .values(endpoints.map((endpoint) => ({ endpointId: endpoint.id, eventId, eventType: event.type, payload })))
    .onConflictDoNothing();
  // A moment later: the caller's transaction has usually committed by then; if not, the next look finds it.
  setTimeout(() => listeners.forEach((wake) => wake()), 50).unref();
  return endpoints.length;
}
