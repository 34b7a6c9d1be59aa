import { z } from "zod";
import { mediaDetailSchema, mediaItemSchema } from "../../../contract/media";
import { ApiError } from "../api-client.server";
import { parseStaffAnswer, staffCall, type StaffCaller } from "../console/staff-api.server";

export const mediaPageSchema = z.object({ data: z.array(mediaItemSchema), page: z.number(), per_page: z.number(), total: z.number() });

export interface MediaChanges {
  alt?: string;
  focalX?: number;
  focalY?: number;
}

/** The console's calls to the media library (docs/media.md). */
export const mediaApi = {
  list: async (c: StaffCaller, page: number, perPage = 48) =>
    parseStaffAnswer(mediaPageSchema, await staffCall(c, `/staff/media?page=${page}&per_page=${perPage}`), "/staff/media"),
  /** The item with its variants and where it is used; null when there is none. */
  find: async (c: StaffCaller, id: string) => {
    try {
      return parseStaffAnswer(mediaDetailSchema, await staffCall(c, `/staff/media/${encodeURIComponent(id)}`), "media item");
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return null;
      throw error;
    }
  },
  upload: async (c: StaffCaller, file: File, changes: MediaChanges) => {
    const body = new FormData();
    body.append("image", file, file.name || "picture");
    for (const [name, value] of Object.entries(changes)) if (value !== undefined) body.append(name, String(value));
    return parseStaffAnswer(mediaItemSchema, await staffCall(c, "/staff/media", "POST", body), "upload");
  },
  update: async (c: StaffCaller, id: string, changes: MediaChanges) =>
    parseStaffAnswer(mediaItemSchema, await staffCall(c, `/staff/media/${encodeURIComponent(id)}`, "PATCH", changes), "media item"),
  remove: (c: StaffCaller, id: string) => staffCall(c, `/staff/media/${encodeURIComponent(id)}`, "DELETE"),
};
