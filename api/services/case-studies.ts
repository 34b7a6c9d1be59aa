import type { CaseStudyJson } from "../../contract/case-studies";
import type { caseStudies } from "../db/schema";
import { type ContractJson, rowJson } from "./row-json";

/** A case study as the API answers it: its row, every column, each one named by the contract. */
export const toCaseStudyJson: (row: typeof caseStudies.$inferSelect) => ContractJson<typeof caseStudies.$inferSelect, CaseStudyJson> = rowJson;
