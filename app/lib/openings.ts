import type { OpeningJson } from "../../contract/openings";

/** An open position as the Career page shows it (from GET /api/openings; read in openings.server.ts). */
export type Opening = Omit<OpeningJson, "position" | "updated_at">;

/** Job search reads "remote" from the location staff write, like "Remote/Hybrid". */
export const isRemote = (opening: Pick<Opening, "location">) => /remote/i.test(opening.location);
