import { SEED_OPENINGS } from "../../contract/openings-seed";
import type { Database } from "../db/client";
import { caseStudies, openings } from "../db/schema";
import exampleCaseStudies from "./case-studies.json";
import { seedOnce } from "./seed-once";

/**
 * The spec's openings and two example case studies, each put in once per database. The case
 * studies are placeholders: seeded as drafts with `is_example`, so a real agency's About page never
 * shows a made-up portfolio, and the console shows staff what a case study looks like until they
 * publish their own ("Our work" appears once one is published).
 */
export async function seedOpeningsAndWork(db: Database): Promise<void> {
  await seedOnce(db, "openings", async (tx) => {
    await tx.insert(openings).values(SEED_OPENINGS.map((opening, index) => ({ ...opening, position: index + 1 })));
  });
  await seedOnce(db, "case-studies", async (tx) => {
    await tx
      .insert(caseStudies)
      .values(exampleCaseStudies.map((study, index) => ({ ...study, position: index + 1, isExample: true, isPublished: false })));
  });
}
