/**
 * npm run bench:data — archive size and export/import times for the seeded data and for
 * 10,000 leads (half enquiries, half applications with a résumé each), embedded database to
 * embedded database (docs/data.md). Prints figures; asserts nothing.
 */
import { mkdtempSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { writeArchive } from "../api/data/export";
import { importArchive } from "../api/data/import";
import { pgliteEngine } from "../tests/api/data/engines";
import { RESUME, seedEveryKind } from "../tests/api/data/seed-every-kind";

const work = mkdtempSync(path.join(os.tmpdir(), "bench-data-"));

async function measure(label: string, leads: number): Promise<void> {
  const source = await pgliteEngine();
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
  const file = path.join(work, `${label}.tar.gz`);
  let started = performance.now();
  await writeArchive(source.snapshot, file);
  const exportMs = performance.now() - started;
  await source.close();
  const target = await pgliteEngine();
  started = performance.now();
  await importArchive(file, target.sql);
  const importMs = performance.now() - started;
  await target.close();
  console.log(`${label}: archive ${(statSync(file).size / 1024).toFixed(0)} KB, export ${(exportMs / 1000).toFixed(1)} s, import ${(importMs / 1000).toFixed(1)} s`);
}

await measure("seeded data", 0);
await measure("10,000 leads", 10_000);
