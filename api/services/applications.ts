import { desc, eq } from "drizzle-orm";
import type { LeadSource } from "../../contract/lead-source";
import type { Database, Transaction } from "../db/client";
import { applications } from "../db/schema";
import type { SpamColumns } from "../spam/arrival";
import { type Page, pageOf, receiptOf } from "./paging";

export interface NewApplication {
  fullName: string;
  email: string;
  phone: string;
  position: string;
  cover: string | null;
  source?: LeadSource | null;
  resumeName: string;
  resumeType: string;
  resumeSize: number;
  resumeData: Buffer;
}

export interface ApplicationReceipt {
  id: number;
  message: "Application received";
  received_at: string;
}

export interface ApplicationJson {
  id: number;
  full_name: string;
  email: string;
  phone: string;
  position: string;
  cover: string | null;
  resume_name: string;
  resume_type: string;
  resume_size: number;
  resume_url: string;
  received_at: string;
}

export const resumeUrlOf = (id: number) => `/api/applications/${id}/resume`;

export function insertApplication(tx: Transaction, application: NewApplication & Partial<SpamColumns>): Promise<ApplicationReceipt> {
  const inserted = tx.insert(applications).values(application);
  return receiptOf("Application received", inserted.returning({ id: applications.id, receivedAt: applications.receivedAt }));
}

/** Every column but the resume bytes; those are fetched one at a time through resume_url. */
const listed = {
  id: applications.id,
  fullName: applications.fullName,
  email: applications.email,
  phone: applications.phone,
  position: applications.position,
  cover: applications.cover,
  resumeName: applications.resumeName,
  resumeType: applications.resumeType,
  resumeSize: applications.resumeSize,
  receivedAt: applications.receivedAt,
};

export function pageOfApplications(db: Database, page: number, perPage: number): Promise<Page<ApplicationJson>> {
  const rows = (limit: number, offset: number) =>
    db
      .select(listed)
      .from(applications)
      .orderBy(desc(applications.receivedAt), desc(applications.id))
      .limit(limit)
      .offset(offset);
  return pageOf(page, perPage, rows, db.$count(applications), (row) => ({
    id: row.id,
    full_name: row.fullName,
    email: row.email,
    phone: row.phone,
    position: row.position,
    cover: row.cover,
    resume_name: row.resumeName,
    resume_type: row.resumeType,
    resume_size: row.resumeSize,
    resume_url: resumeUrlOf(row.id),
    received_at: row.receivedAt.toISOString(),
  }));
}

export async function findResume(db: Database, id: number) {
  const [row] = await db
    .select({ name: applications.resumeName, type: applications.resumeType, data: applications.resumeData })
    .from(applications)
    .where(eq(applications.id, id))
    .limit(1);
  return row;
}
