import { z } from "zod";
import { backupsSchema } from "~/lib/console/backups-api.server";
import { stub, type StubAnswer } from "./stub";

/** The owners' backups calls (docs/data.md). */
export const staffBackups = {
  /** GET /staff/backups: the last backup made and the archives kept on the host. */
  list: (answer: StubAnswer<z.input<typeof backupsSchema>>) => stub("get", "/staff/backups", backupsSchema, answer),
  /** GET /staff/backups/:name: one archive, as the file it is (a Response built by the test). */
  download: (name: string, answer: Response) => stub("get", `/staff/backups/${name}`, z.unknown(), answer),
};
