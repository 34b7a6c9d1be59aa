import { count, desc } from "drizzle-orm";
import type { Database, Transaction } from "../db/client";
import { type EnquiryMeta, enquiries } from "../db/schema";
import { type Page, offsetOf } from "./paging";

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

export async function insertEnquiry(tx: Transaction, enquiry: NewEnquiry): Promise<EnquiryReceipt> {
  const [row] = await tx
    .insert(enquiries)
    .values(enquiry)
    .returning({ id: enquiries.id, receivedAt: enquiries.receivedAt });
  return { id: row.id, message: "Enquiry received", received_at: row.receivedAt.toISOString() };
}

export async function pageOfEnquiries(db: Database, page: number, perPage: number): Promise<Page<EnquiryJson>> {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(enquiries)
      .orderBy(desc(enquiries.receivedAt), desc(enquiries.id))
      .limit(perPage)
      .offset(offsetOf(page, perPage)),
    db.select({ total: count() }).from(enquiries),
  ]);
  return {
    data: rows.map((row) => ({
      id: row.id,
      full_name: row.fullName,
      email: row.email,
      phone: row.phone,
      service: row.service,
      message: row.message,
      meta: row.meta,
      received_at: row.receivedAt.toISOString(),
    })),
    page,
    per_page: perPage,
    total,
  };
}
