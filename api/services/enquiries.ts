import { desc } from "drizzle-orm";
import type { Database, Transaction } from "../db/client";
import { type EnquiryMeta, enquiries } from "../db/schema";
import type { SpamColumns } from "../spam/arrival";
import { type Page, pageOf, receiptOf } from "./paging";

export interface NewEnquiry {
  fullName: string;
  email: string;
  phone: string;
  service: string;
  message: string | null;
  meta: EnquiryMeta;
}

export interface EnquiryReceipt {
  id: number;
  message: "Enquiry received";
  received_at: string;
}

export interface EnquiryJson {
  id: number;
  full_name: string;
  email: string;
  phone: string;
  service: string;
  message: string | null;
  meta: EnquiryMeta;
  received_at: string;
}

export function insertEnquiry(tx: Transaction, enquiry: NewEnquiry & Partial<SpamColumns>): Promise<EnquiryReceipt> {
  const inserted = tx.insert(enquiries).values(enquiry);
  return receiptOf("Enquiry received", inserted.returning({ id: enquiries.id, receivedAt: enquiries.receivedAt }));
}

export function pageOfEnquiries(db: Database, page: number, perPage: number): Promise<Page<EnquiryJson>> {
  const rows = (limit: number, offset: number) =>
    db.select().from(enquiries).orderBy(desc(enquiries.receivedAt), desc(enquiries.id)).limit(limit).offset(offset);
  return pageOf(page, perPage, rows, db.$count(enquiries), (row) => ({
    id: row.id,
    full_name: row.fullName,
    email: row.email,
    phone: row.phone,
    service: row.service,
    message: row.message,
    meta: row.meta,
    received_at: row.receivedAt.toISOString(),
  }));
}
