import type { CaseStudyJson } from "../../contract/case-studies";
import type { caseStudies } from "../db/schema";
import { rowJson } from "./row-json";

/** A case study as the API answers it: its row, every column. The contract's type checks the fields it promises. */
export const toCaseStudyJson: (row: typeof caseStudies.$inferSelect) => CaseStudyJson = rowJson;
