import { SEED_OPENINGS } from "../../contract/openings-seed";
import type { Database } from "../db/client";
import { caseStudies, openings } from "../db/schema";
import { SEED_CASE_STUDIES } from "./case-studies";
import { seedOnce } from "./seed-once";

/** The spec's openings and two example case studies, each put in once per database. */
export async function seedOpeningsAndWork(db: Database): Promise<void> {
  await seedOnce(db, "openings", async (tx) => {
    await tx.insert(openings).values(SEED_OPENINGS.map((opening, index) => ({ ...opening, position: index + 1 })));
  });
  await seedOnce(db, "case-studies", async (tx) => {
    await tx
      .insert(caseStudies)
      .values(SEED_CASE_STUDIES.map((study, index) => ({ ...study, position: index + 1, isExample: true })));
  });
}
