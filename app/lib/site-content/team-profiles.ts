import type { TeamMemberContent } from "../../../contract/site-content/team";
import type { SocialProfiles } from "~/content/types";

/** A member's profile links as the icon row takes them, in the page's order; an empty one is left out. */
export function profilesOf(links: TeamMemberContent["links"]): SocialProfiles {
  const profiles: SocialProfiles = {};
  if (links.linkedin) profiles.LinkedIn = links.linkedin;
  if (links.x) profiles.X = links.x;
  if (links.instagram) profiles.Instagram = links.instagram;
  return profiles;
}
