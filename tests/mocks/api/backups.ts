import { z } from "zod";
import { backupHealthSchema, backupsSchema, madeBackupSchema } from "~/lib/console/backups-api.server";
import { stub, type StubAnswer } from "./stub";

/** The owners' backups calls (docs/data.md). */
export const staffBackups = {
  /** GET /staff/backups: the last backup made and the archives kept on the host. */
  list: (answer: StubAnswer<z.input<typeof backupsSchema>>) => stub("get", "/staff/backups", backupsSchema, answer),
  /** GET /staff/backup-health: the last backup made and whether the newest attempt failed, for the console's health line. */
  health: (answer: StubAnswer<z.input<typeof backupHealthSchema>>) => stub("get", "/staff/backup-health", backupHealthSchema, answer),
  /** POST /staff/backups: "Back up now", the archive written, or a refusal (409 while one runs). */
  create: (answer: StubAnswer<z.input<typeof madeBackupSchema>>) => stub("post", "/staff/backups", madeBackupSchema, answer),
  /** POST /staff/backups/:name `{ password }`: one archive, as the file it is (a Response built by the test), or a refusal. */
  download: (name: string, answer: Response) => stub("post", `/staff/backups/${name}`, z.unknown(), answer),
};
