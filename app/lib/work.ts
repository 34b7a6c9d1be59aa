/** A case study as About's "Our work" shows it (from GET /api/case-studies; read in work.server.ts). */
export interface CaseStudy {
  id: number;
  title: string;
  client: string;
  industry: string;
  challenge: string;
  what_we_did: string;
  results: { value: string; label: string }[];
  cover_image: string | null;
  alt_text: string | null;
  is_published: boolean;
  is_example: boolean;
}
