import type { AppLoadContext } from "@remix-run/node";
import { TEAM_SEED } from "../../../contract/site-content/team-seed";
import { mediaItemsFor } from "../media/media-items.server";
import { pageContent } from "./page-content.server";

/** The team page's members (published, a draft in a staff preview, or the seed) and their library photos. */
export async function teamPage(request: Request, context: Pick<AppLoadContext, "clientIp">) {
  const [entry] = await pageContent("team", request, context);
  const members = (entry?.data ?? TEAM_SEED).members;
  return { members, photos: await mediaItemsFor(members.map((member) => member.photo)) };
}
