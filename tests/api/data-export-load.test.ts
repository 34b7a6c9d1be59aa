import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import * as tar from "tar";
import { afterAll, describe, expect, it } from "vitest";
import { importArchive } from "../../api/data/import";
import type { Manifest } from "../../api/data/manifest";
import { ARCHIVE_SECRET, pgliteEngine } from "./data/engines";
import { adminHeaders, json, startTestServer, validEnquiry } from "./helpers";

// 200 form posts and an archive on a shared two-core machine.

const work = mkdtempSync(path.join(os.tmpdir(), "data-load-"));
afterAll(() => rm(work, { recursive: true, force: true }));

const VISITORS = 200;

describe("an export while visitors send the form", () => {
  it("completes, holds every lead acknowledged before it began, counts what it holds, and fails no visitor", { timeout: 300_000 }, async () => {
    const t = await startTestServer();
    try {
      const before = (await json<{ total: number }>(await t.call("/enquiries?per_page=1", { headers: adminHeaders }))).total;
      const acknowledged = new Set<number>();
      const statuses: number[] = [];
      const posts = Array.from({ length: VISITORS }, async (_, i) => {
        const response = await t.call("/enquiries", {
          method: "POST",
          json: { ...validEnquiry(), full_name: `Visitor ${i}`, email: `visitor${i}@example.com` },
        });
        statuses.push(response.status);
        if (response.ok) acknowledged.add((await json<{ id: number }>(response)).id);
      });

      // The export starts with the load under way: some leads acknowledged, most still arriving.
      while (acknowledged.size < 20) await new Promise((resolve) => setTimeout(resolve, 5));
      const ackedBeforeExport = [...acknowledged];
      const exported = t.call("/admin/data/export", { headers: adminHeaders });
      const [response] = await Promise.all([exported, ...posts]);

      expect(statuses.filter((status) => status !== 201)).toEqual([]);
      expect(response.status).toBe(200);
      const file = path.join(work, "under-load.tar.gz");
      writeFileSync(file, Buffer.from(await response.arrayBuffer()));

      const unpacked = path.join(work, "unpacked");
      mkdirSync(unpacked, { recursive: true });
      await tar.x({ file, cwd: unpacked });
      const manifest = JSON.parse(readFileSync(path.join(unpacked, "manifest.json"), "utf8")) as Manifest;
      const archived = readFileSync(path.join(unpacked, "tables", "enquiries.jsonl"), "utf8")
        .split("\n")
        .filter(Boolean)
        .map((line) => (JSON.parse(line) as { id: number }).id);
      expect(manifest.tables.find((table) => table.name === "enquiries")?.rows).toBe(archived.length);
      for (const id of ackedBeforeExport) expect(archived, `lead ${id}, acknowledged before the export began`).toContain(id);
      // One instant: no more than the database ever held, and the visitors who came later are simply not in it yet.
      expect(archived.length).toBeGreaterThanOrEqual(before + ackedBeforeExport.length);
      expect(archived.length).toBeLessThanOrEqual(before + VISITORS);

      // The import loads exactly the counts the snapshot recorded, table by table.
      const target = await pgliteEngine();
      try {
        const summary = await importArchive(file, target.sql, { secret: ARCHIVE_SECRET });
        expect(summary.tables).toEqual(Object.fromEntries(manifest.tables.map((table) => [table.name, table.rows])));
        const [{ n }] = await target.sql.query<{ n: number }>("select count(*)::int as n from enquiries");
        expect(n).toBe(archived.length);
      } finally {
        await target.close();
      }
    } finally {
      await t.close();
    }
  });
});
