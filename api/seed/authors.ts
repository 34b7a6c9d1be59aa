export interface SeedAuthor {
  name: string;
  email: string;
}

export const AUTHORS = {
  aarav: { name: "Aarav Mehta", email: "aarav.mehta@agency.example" },
  priya: { name: "Priya Sharma", email: "priya.sharma@agency.example" },
  rohan: { name: "Rohan Verma", email: "rohan.verma@agency.example" },
  neha: { name: "Neha Kapoor", email: "neha.kapoor@agency.example" },
  kabir: { name: "Kabir Joshi", email: "kabir.joshi@agency.example" },
} satisfies Record<string, SeedAuthor>;

export interface SeedPost {
  slug: string;
  title: string;
  tags: string[];
  author: SeedAuthor;
  altTag: string;
  /** Fixed, so the newest-first order is the same on every fresh database. */
  createdAt: string;
  isPublished?: boolean;
  content: string;
}

export const coverOf = (slug: string) => `/images/blog/${slug}.svg`;
