import { z } from "zod";

/** 2: secrets sealed (archive-secrets.ts), each table file's size. An older site refuses it rather than load sealed values as secrets. */
export const ARCHIVE_FORMAT = 2;

const level = z.object({ count: z.number().int().min(0), tag: z.string().nullable(), hash: z.string().nullable() });

export const manifestSchema = z.object({
  format: z.number().int(),
  createdAt: z.string(),
  /** Each migration set's level when the snapshot was read. */
  migrations: z.record(level),
  tables: z.array(
    z.object({
      name: z.string(),
      file: z.string(),
      rows: z.number().int().min(0),
      sha256: z.string(),
      /** The file's size (format 2); the import checks each entry's declared size against it before unpacking. */
      bytes: z.number().int().min(0).optional(),
    }),
  ),
  sequences: z.array(z.object({ name: z.string(), lastValue: z.string(), isCalled: z.boolean() })),
  files: z.array(z.object({ path: z.string(), bytes: z.number().int().min(0), sha256: z.string() })),
  notCarried: z.record(z.string()),
  /** How the secrets inside were sealed (format 2); "table.column" of each sealed column. */
  secrets: z
    .object({
      cipher: z.literal("aes-256-gcm"),
      kdf: z.literal("hkdf-sha256"),
      salt: z.string(),
      check: z.string(),
      columns: z.array(z.string()),
    })
    .optional(),
});

export type Manifest = z.infer<typeof manifestSchema>;

/** Refusals with the sentence the person running the command reads. */
export class ArchiveError extends Error {}
