import type { CaseStudyJson } from "../../contract/case-studies";

/** A case study as About's "Our work" shows it (from GET /api/case-studies; read in work.server.ts). */
export type CaseStudy = Omit<CaseStudyJson, "position" | "created_at" | "updated_at">;
