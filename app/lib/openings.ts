/** An open position as the Career page shows it (from GET /api/openings; read in openings.server.ts). */
export interface Opening {
  id: number;
  title: string;
  location: string;
  experience: string;
  summary: string | null;
  requirements: string[];
  is_open: boolean;
  created_at: string;
}

/** Job search reads "remote" from the location staff write, like "Remote/Hybrid". */
export const isRemote = (opening: Pick<Opening, "location">) => /remote/i.test(opening.location);
