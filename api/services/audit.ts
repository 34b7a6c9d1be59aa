import type { AuditEventJson } from "../../contract/answers/console";
import { and, count, desc, eq, gte, ilike, lt, type SQL } from "drizzle-orm";
import type { AuditAction, AuditSubjectType } from "../../contract/audit";
import type { Database } from "../db/client";
import { auditEvents } from "../db/schema";
import { type Page, pageOf } from "./paging";

export type AuditRow = typeof auditEvents.$inferSelect;
export type NewAuditEvent = typeof auditEvents.$inferInsert;

export interface AuditFilters {
  actor?: string;
  action?: AuditAction;
  subjectType?: AuditSubjectType;
  subjectId?: string;
  since?: Date;
  before?: Date;
}

const toJson = (row: AuditRow): AuditEventJson => ({
  id: row.id,
  at: row.at.toISOString(),
  actor: { id: row.actorStaffId, name: row.actorName },
  action: row.action,
  subject: row.subjectType ? { type: row.subjectType, id: row.subjectId } : null,
  summary: row.summary,
  details: row.details,
  ip: row.ip,
  user_agent: row.userAgent,
});

export async function recordAuditEvent(db: Database, event: NewAuditEvent): Promise<void> {
  await db.insert(auditEvents).values(event);
}

/** LIKE treats % and _ as wildcards; a search for "a_b" means the characters. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function whereOf(filters: AuditFilters): SQL | undefined {
  const conditions: SQL[] = [];
  // A number is a member's id; anything else is part of the name (or email) they acted under.
  if (filters.actor) {
    conditions.push(
      /^\d{1,9}$/.test(filters.actor)
        ? eq(auditEvents.actorStaffId, Number(filters.actor))
        : ilike(auditEvents.actorName, containing(filters.actor)),
    );
  }
  if (filters.action) conditions.push(eq(auditEvents.action, filters.action));
  if (filters.subjectType) conditions.push(eq(auditEvents.subjectType, filters.subjectType));
  if (filters.subjectId) conditions.push(eq(auditEvents.subjectId, filters.subjectId));
  if (filters.since) conditions.push(gte(auditEvents.at, filters.since));
  if (filters.before) conditions.push(lt(auditEvents.at, filters.before));
  return conditions.length ? and(...conditions) : undefined;
}

/** Newest first. */
export function pageOfAuditEvents(db: Database, filters: AuditFilters, page: number, perPage: number): Promise<Page<AuditEventJson>> {
  const where = whereOf(filters);
  return pageOf(
    page,
    perPage,
    (limit, offset) => db.select().from(auditEvents).where(where).orderBy(desc(auditEvents.at), desc(auditEvents.id)).limit(limit).offset(offset),
    db
      .select({ total: count() })
      .from(auditEvents)
      .where(where)
      .then(([row]) => row.total),
    toJson,
  );
}

/** The log is kept as long as leads are: the retention sweep deletes older entries. */
export async function deleteAuditEventsBefore(db: Database, cutoff: Date): Promise<void> {
  await db.delete(auditEvents).where(lt(auditEvents.at, cutoff));
}
