import { SEED_OPENINGS } from "../../contract/openings-seed";
import type { Database } from "../db/client";
import { caseStudies, openings } from "../db/schema";
import exampleCaseStudies from "./case-studies.json";
import { seedOnce } from "./seed-once";

/**
 * The spec's openings and two example case studies, each put in once per database. The case
 * studies are placeholders, so About's "Our work" section is not empty on a new site; seeded with
 * `is_example`, so the console asks staff to replace them with the agency's own.
 */
export async function seedOpeningsAndWork(db: Database): Promise<void> {
  await seedOnce(db, "openings", async (tx) => {
    await tx.insert(openings).values(SEED_OPENINGS.map((opening, index) => ({ ...opening, position: index + 1 })));
  });
  await seedOnce(db, "case-studies", async (tx) => {
    await tx
      .insert(caseStudies)
      .values(exampleCaseStudies.map((study, index) => ({ ...study, position: index + 1, isExample: true })));
  });
}
