import { randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import { rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import type { Router } from "express";
import type { ApiContext } from "../context";
import { writeArchive } from "../data/export";
import { drizzleSnapshot } from "../data/snapshot";
import { asyncRouter } from "../http/async-router";

/**
 * The archive of everything, for `npm run data:export` on the host (docs/data.md): written here,
 * by the process the embedded database belongs to, and sent whole once it is complete.
 */
export function dataRoutes({ db, admin, data }: ApiContext): Router {
  const router = asyncRouter();

  router.get("/admin/data/export", ...admin, async (_req, res) => {
    const file = path.join(os.tmpdir(), `site-export-${randomUUID()}.tar.gz`);
    try {
      const manifest = await writeArchive(drizzleSnapshot(db), file, { uploadsDir: data.uploadsDir });
      const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
      res.set({
        "Content-Type": "application/gzip",
        "Content-Length": String((await stat(file)).size),
        "Content-Disposition": `attachment; filename="site-${manifest.createdAt.slice(0, 10)}.tar.gz"`,
        "X-Archive-Summary": `${manifest.tables.length} tables, ${rows} rows, ${manifest.files.length} files`,
      });
      await pipeline(createReadStream(file), res);
    } finally {
      await rm(file, { force: true });
    }
  });

  return router;
}
