import { eq, inArray } from "drizzle-orm";
import type { Database } from "../db/client";
import { leadSettings, staffMembers } from "../db/schema";

export interface LeadSettingsJson {
  /** Staff given new leads in turn, in id order; empty = round robin off. */
  rotation: { id: number; name: string; email: string }[];
  whatsapp_templates: { enquiry: string | null; application: string | null };
}

const SETTINGS_ID = 1;

/** The one settings row, made on first use (no data in migrations). */
export async function ensureSettingsRow(db: Pick<Database, "insert">): Promise<void> {
  await db.insert(leadSettings).values({ id: SETTINGS_ID }).onConflictDoNothing();
}

export async function readLeadSettings(db: Database): Promise<LeadSettingsJson> {
  await ensureSettingsRow(db);
  const [row] = await db.select().from(leadSettings).where(eq(leadSettings.id, SETTINGS_ID));
  const rotation = row.rotationStaffIds.length
    ? await db
        .select({ id: staffMembers.id, name: staffMembers.name, email: staffMembers.email })
        .from(staffMembers)
        .where(inArray(staffMembers.id, row.rotationStaffIds))
        .orderBy(staffMembers.id)
    : [];
  return {
    rotation,
    whatsapp_templates: { enquiry: row.whatsappEnquiryTemplate, application: row.whatsappApplicationTemplate },
  };
}

export interface LeadSettingsChange {
  rotation_staff_ids?: number[];
  whatsapp_templates?: { enquiry?: string | null; application?: string | null };
}

/** Saves what was sent; unknown staff ids are refused by the caller before this. */
export async function updateLeadSettings(db: Database, change: LeadSettingsChange): Promise<LeadSettingsJson> {
  await ensureSettingsRow(db);
  const set: Partial<typeof leadSettings.$inferInsert> = { updatedAt: new Date() };
  if (change.rotation_staff_ids) set.rotationStaffIds = [...new Set(change.rotation_staff_ids)].sort((a, b) => a - b);
  const templates = change.whatsapp_templates;
  if (templates && "enquiry" in templates) set.whatsappEnquiryTemplate = templates.enquiry || null;
  if (templates && "application" in templates) set.whatsappApplicationTemplate = templates.application || null;
  await db.update(leadSettings).set(set).where(eq(leadSettings.id, SETTINGS_ID));
  return readLeadSettings(db);
}
