import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { ApiError } from "../api-client.server";
import { CONSOLE_HEADERS, consoleData, staffCaller } from "./http.server";
import { postEditHref } from "./posts";
import { postsApi, type PostRevision, type PostRevisionDetail } from "./posts-api.server";
import { routeId } from "./route-id";
import type { StaffCaller } from "./staff-api.server";

/**
 * The post's revisions and, with `?revision=<id>`, that one's diff (else the newest's). A
 * revision that cannot be read leaves the list without a diff: the editor still opens.
 */
export async function postRevisionsFor(
  caller: StaffCaller,
  postId: string,
  request: Request,
): Promise<{ revisions: PostRevision[]; revision: PostRevisionDetail | null }> {
  const revisions = await postsApi.revisions(caller, postId).catch(() => []);
  const asked = new URL(request.url).searchParams.get("revision");
  const revisionId = asked && /^\d{1,10}$/.test(asked) ? asked : revisions[0]?.id;
  const revision = revisionId ? await postsApi.revision(caller, postId, revisionId).catch(() => null) : null;
  return { revisions, revision };
}

/** Restores a revision as the newest one and goes back to the post's page saying so. */
export async function restorePostRevisionAction({ request, context, params }: ActionFunctionArgs) {
  const postId = String(routeId(params.id));
  const revisionId = String(routeId(params.revision));
  const caller = await staffCaller(request, context);
  try {
    await postsApi.restore(caller, postId, revisionId);
  } catch (error) {
    if (error instanceof ApiError && error.status !== null && error.status < 500) {
      return consoleData({ actionError: error.serverMessage ?? "That revision could not be restored." }, { status: error.status });
    }
    throw error;
  }
  return redirect(`${postEditHref(postId)}?done=restored`, { status: 303, headers: CONSOLE_HEADERS });
}
