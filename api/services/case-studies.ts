import type { CaseStudyJson } from "../../contract/case-studies";
import type { caseStudies } from "../db/schema";
import { rowJson } from "./row-json";

/** A case study as the API answers it; the contract's type checks that the row still has its shape. */
export const toCaseStudyJson: (row: typeof caseStudies.$inferSelect) => CaseStudyJson = rowJson;
