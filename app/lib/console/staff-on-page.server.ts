import type { AppLoadContext } from "@remix-run/node";
import { ApiError } from "../api-client.server";
import type { Staff } from "./api-types";
import { readSessionToken } from "./session.server";
import { staffApi, type StaffCaller } from "./staff-api.server";

export interface StaffOnPage {
  caller: StaffCaller;
  staff: Staff;
}

/**
 * The signed-in staff member viewing a public page (a draft's preview, the moderation buttons on
 * a post), or null for every visitor. Unlike the console's loaders this never redirects: an
 * ended or forged session simply means the page is shown as to anyone.
 */
export async function staffOnPage(request: Request, context: Pick<AppLoadContext, "clientIp">): Promise<StaffOnPage | null> {
  const token = await readSessionToken(request);
  if (!token) return null;
  // A 401 from `me` would redirect to sign-in; a public page asks without that consequence.
  const caller: StaffCaller = { request, token, clientIp: context.clientIp };
  try {
    return { caller, staff: (await staffApi.me(caller)).staff };
  } catch (error) {
    if (error instanceof Response || (error instanceof ApiError && error.status !== null && error.status < 500)) return null;
    throw error;
  }
}
