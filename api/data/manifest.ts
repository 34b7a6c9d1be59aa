import { z } from "zod";

export const ARCHIVE_FORMAT = 1;

const level = z.object({ count: z.number().int().min(0), tag: z.string().nullable(), hash: z.string().nullable() });

export const manifestSchema = z.object({
  format: z.number().int(),
  createdAt: z.string(),
  /** Each migration set's level when the snapshot was read. */
  migrations: z.record(level),
  tables: z.array(z.object({ name: z.string(), file: z.string(), rows: z.number().int().min(0), sha256: z.string() })),
  sequences: z.array(z.object({ name: z.string(), lastValue: z.string(), isCalled: z.boolean() })),
  files: z.array(z.object({ path: z.string(), bytes: z.number().int().min(0), sha256: z.string() })),
  notCarried: z.record(z.string()),
});

export type Manifest = z.infer<typeof manifestSchema>;

/** Refusals with the sentence the person running the command reads. */
export class ArchiveError extends Error {}
