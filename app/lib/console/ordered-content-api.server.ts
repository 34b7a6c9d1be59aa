import { z, type ZodType, type ZodTypeDef } from "zod";
import { parseStaffAnswer, staffCall, type StaffCaller } from "./staff-api.server";

export type MoveDirection = "up" | "down";

/**
 * The staff calls of a list staff keep in order (openings, case studies): the same verbs on
 * `basePath` (docs/api.md). Every answer is checked against the shape the console relies on.
 */
export function orderedContentApi<Item extends { id: number }>(basePath: string, itemSchema: ZodType<Item, ZodTypeDef, unknown>) {
  const listSchema = z.array(itemSchema);
  const itemPath = (id: number | string) => `${basePath}/${encodeURIComponent(String(id))}`;
  return {
    list: async (c: StaffCaller) => parseStaffAnswer(listSchema, await staffCall(c, basePath), basePath),
    /** There is no call for one item: the lists are short, and the console shows them whole. */
    find: async (c: StaffCaller, id: number) =>
      parseStaffAnswer(listSchema, await staffCall(c, basePath), basePath).find((item) => item.id === id),
    create: async (c: StaffCaller, body: Record<string, unknown>) =>
      parseStaffAnswer(itemSchema, await staffCall(c, basePath, "POST", body), basePath),
    update: async (c: StaffCaller, id: number | string, body: Record<string, unknown>) =>
      parseStaffAnswer(itemSchema, await staffCall(c, itemPath(id), "PUT", body), basePath),
    move: (c: StaffCaller, id: number | string, direction: MoveDirection) =>
      staffCall(c, `${itemPath(id)}/move`, "POST", { direction }),
    remove: (c: StaffCaller, id: number | string) => staffCall(c, itemPath(id), "DELETE"),
  };
}

export type OrderedContentApi<Item extends { id: number }> = ReturnType<typeof orderedContentApi<Item>>;
