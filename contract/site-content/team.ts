import { z } from "zod";
import { httpsLink, line, paragraph, picture } from "./fields";

const memberSchema = z.object({
  name: line(80),
  role: line(120),
  bio: paragraph(800),
  photo: picture("photo"),
  /** Profile addresses, each optional; shown in this order. */
  links: z.object({ linkedin: httpsLink(), x: httpsLink(), instagram: httpsLink() }),
});

/**
 * The team page's members, in the order shown: one item (`team`), so staff add, remove and move
 * members with the list's buttons and no member needs a key of its own.
 */
export const teamSchema = z.object({
  members: z.array(memberSchema).min(1, "needs at least one member").max(24),
});
export type TeamContent = z.infer<typeof teamSchema>;
export type TeamMemberContent = TeamContent["members"][number];
