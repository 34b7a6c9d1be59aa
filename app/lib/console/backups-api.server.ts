import { z } from "zod";
import { parseStaffAnswer, staffApi, staffCall, type StaffCaller } from "./staff-api.server";

export const backupsSchema = z.object({
  last: z.object({ day: z.string(), finished_at: z.string(), bytes: z.number() }).nullable(),
  files: z.array(z.object({ name: z.string(), bytes: z.number(), created_at: z.string() })),
});

export const backupHealthSchema = z.object({
  enabled: z.boolean(),
  last: backupsSchema.shape.last,
  failed: z.object({ day: z.string(), error: z.string() }).nullable(),
  /** BACKUP_COMMAND's last run, when one is configured (a backend without it leaves this out). */
  copy: z.object({ ok: z.boolean(), at: z.string(), exit_code: z.number().nullable(), reason: z.string().nullable(), file: z.string() }).nullish(),
});

export const madeBackupSchema = z.object({ name: z.string(), bytes: z.number(), copying: z.boolean() });

/** The backups calls (docs/data.md): owners see the archives kept on the host and download one with their password. */
export const backupsApi = {
  list: async (c: StaffCaller) => parseStaffAnswer(backupsSchema, await staffCall(c, "/staff/backups"), "/staff/backups"),
  /** For the console's health line (owners only: others are refused by the API). */
  health: async (c: StaffCaller) => parseStaffAnswer(backupHealthSchema, await staffCall(c, "/staff/backup-health"), "/staff/backup-health"),
  /** "Back up now": 409 while another backup is being written. */
  create: async (c: StaffCaller) => parseStaffAnswer(madeBackupSchema, await staffCall(c, "/staff/backups", "POST"), "POST /staff/backups"),
  download: (c: StaffCaller, name: string, password: string) => staffApi.download(c, `/staff/backups/${encodeURIComponent(name)}`, { password }),
};
