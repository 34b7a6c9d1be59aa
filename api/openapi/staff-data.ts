import { auditEventSchema } from "../../contract/answers/console";
import { insightsAnswerSchema } from "../../contract/insights";
import { auditFiltersSchema } from "../http/audit-input";
import { passwordSchema } from "../routes/data";
import { eraseSchema, querySchema } from "../routes/privacy";
import { fieldsOf, objectAnswer, pageOf, pagingQuery } from "./components";
import { PAGING } from "../limits";
import { describe } from "./operation";
import { type OpenAPIRegistry, z } from "./zod";

const backupDay = z.object({ day: z.string(), finished_at: z.string(), bytes: z.number().int() }).nullable();
const gzip = z.string().openapi({ format: "binary" });
const range = z.object({
  from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional().openapi({ description: "First day (India time); default 30 days before `to`." }),
  to: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional().openapi({ description: "Last day; default today." }),
});

/** Audit log, privacy requests, backups, exports and the dashboard's figures. */
export function registerStaffData(registry: OpenAPIRegistry): void {
  const figures = registry.register("Insights", insightsAnswerSchema);
  const tag = "Owners";
  describe(registry, { method: "get", path: "/staff/audit", tag, summary: "The audit log, newest first", access: "staff", permission: "audit.read", query: fieldsOf(auditFiltersSchema).merge(pagingQuery(PAGING.maxPerPage, 50)), ok: { status: 200, description: "A page.", schema: pageOf(auditEventSchema) } });
  describe(registry, { method: "get", path: "/staff/privacy", tag, summary: "What is held about one person (email or phone)", access: "staff", permission: "privacy.requests", query: querySchema, ok: { status: 200, description: "Counts and records.", schema: objectAnswer("`{ counts, ... }` (docs/privacy-requests.md)") } });
  describe(registry, { method: "get", path: "/staff/privacy/export", tag, summary: "The same, as a JSON download with files", access: "staff", permission: "privacy.requests", query: querySchema, ok: { status: 200, description: "An attachment.", schema: objectAnswer("`{ exported_at, counts, ... }`") } });
  describe(registry, { method: "post", path: "/staff/privacy/erase", tag, summary: "Erase what is held about one person", access: "staff", permission: "privacy.requests", body: eraseSchema, ok: { status: 200, description: "What was erased.", schema: z.object({ erased: z.record(z.number().int()) }) } });
  describe(registry, { method: "get", path: "/staff/backups", tag, summary: "Backups kept on this host, and the last one made", access: "staff", permission: "backups.read", ok: { status: 200, description: "Backups.", schema: z.object({ last: backupDay, files: z.array(z.object({ name: z.string(), bytes: z.number().int(), created_at: z.string() })) }) } });
  const copyRun = z.object({ ok: z.boolean(), at: z.string(), exit_code: z.number().int().nullable(), reason: z.string().nullable(), file: z.string() }).nullable();
  describe(registry, { method: "get", path: "/staff/backup-health", tag, summary: "Whether backups run and the newest one", description: "`copy` is BACKUP_COMMAND's last run while one is configured: a short reason, never its output.", access: "staff", permission: "backups.read", ok: { status: 200, description: "Health.", schema: z.object({ enabled: z.boolean(), last: backupDay, failed: z.unknown(), copy: copyRun }) } });
  describe(registry, { method: "post", path: "/staff/backups", tag, summary: "Back up now", description: "Answered once the archive is written; BACKUP_COMMAND runs after it. One backup at a time per backups folder: 409 while one runs, or when this host writes no backups.", access: "staff", permission: "backups.create", ok: { status: 201, description: "The archive made.", schema: z.object({ name: z.string(), bytes: z.number().int(), copying: z.boolean() }) }, errors: [409] });
  describe(registry, { method: "post", path: "/admin/data/backup", tag, summary: "Back up now and wait for BACKUP_COMMAND (npm run data:backup)", access: "admin", ok: { status: 201, description: "The archive made, and the command's result.", schema: z.object({ file: z.string(), bytes: z.number().int(), copy: z.object({ ok: z.boolean(), exit_code: z.number().int().nullable(), reason: z.string().nullable() }).nullable() }) }, errors: [409] });
  describe(registry, { method: "post", path: "/staff/backups/{name}", tag, summary: "Download one backup, with one's password", description: "A member's session only.", access: "staff", permission: "backups.read", params: z.object({ name: z.string() }), body: passwordSchema, ok: { status: 200, description: "The archive.", contentType: "application/gzip", schema: gzip }, errors: [404] });
  describe(registry, { method: "get", path: "/admin/data/export", tag, summary: "Everything, as an archive (npm run data:export)", access: "admin", ok: { status: 200, description: "The archive; `X-Archive-Summary` counts it.", contentType: "application/gzip", schema: gzip }, errors: [503] });
  describe(registry, { method: "get", path: "/staff/insights", tag, summary: "The dashboard's figures for a range of days", access: "staff", permission: "insights.read", query: range, ok: { status: 200, description: "Figures.", schema: figures } });
  describe(registry, { method: "get", path: "/insights/weekly", tag, summary: "A week's figures and the owners to mail them to (the site's mail)", access: "site", query: range, ok: { status: 200, description: "Figures and the owners' emails.", schema: insightsAnswerSchema.extend({ owners: z.array(z.string()) }) } });
}
