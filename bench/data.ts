/**
 * npm run bench:data — archive size and export/import times for the seeded data and for
 * 10,000 leads (half enquiries, half applications with a résumé each), embedded database to
 * embedded database, and PostgreSQL to PostgreSQL when BENCH_DATABASE_URL (or TEST_DATABASE_URL)
 * names a server (docs/data.md). Prints figures; asserts nothing.
 */
import { mkdtempSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { writeArchive } from "../api/data/export";
import { importArchive } from "../api/data/import";
import { ARCHIVE_SECRET, type Engine, pgliteEngine, postgresEngine } from "../tests/api/data/engines";
import { RESUME, seedEveryKind } from "../tests/api/data/seed-every-kind";

const work = mkdtempSync(path.join(os.tmpdir(), "bench-data-"));
const serverUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;

const engines: Array<[string, () => Promise<Engine>]> = [
  ["PGlite", () => pgliteEngine()],
  ...(serverUrl ? [["PostgreSQL", () => postgresEngine(serverUrl)] as [string, () => Promise<Engine>]] : []),
];

async function measure(engine: string, open: () => Promise<Engine>, label: string, leads: number): Promise<void> {
  const source = await open();
  await source.migrate();
  await seedEveryKind(source.sql);
  if (leads) {
    await source.sql.query(
      `insert into enquiries (full_name, email, phone, service, message) select 'Lead ' || i, 'lead' || i || '@example.com', '+91 98765 43210', 'Web-development', 'Need a site' from generate_series(1, $1::int) i`,
      [leads / 2],
    );
    await source.sql.query(
      `insert into applications (full_name, email, phone, position, resume_name, resume_type, resume_size, resume_data) select 'Applicant ' || i, 'a' || i || '@example.com', '+91 90000 00000', 'Designer', 'cv.pdf', 'application/pdf', $2::int, $3::bytea from generate_series(1, $1::int) i`,
      [leads / 2, RESUME.length, RESUME],
    );
  }
  const file = path.join(work, `${engine}-${leads}.tar.gz`);
  let started = performance.now();
  await writeArchive(source.snapshot, file, { secret: ARCHIVE_SECRET });
  const exportMs = performance.now() - started;
  await source.close();
  const target = await open();
  started = performance.now();
  await importArchive(file, target.sql, { secret: ARCHIVE_SECRET });
  const importMs = performance.now() - started;
  await target.close();
  const size = `${(statSync(file).size / 1024).toFixed(0)} KB`;
  console.log(`${engine}, ${label}: archive ${size}, export ${(exportMs / 1000).toFixed(1)} s, import ${(importMs / 1000).toFixed(1)} s`);
}

for (const [engine, open] of engines) {
  await measure(engine, open, "seeded data", 0);
  await measure(engine, open, "10,000 leads", 10_000);
}
