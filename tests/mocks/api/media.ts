import { z } from "zod";
import { mediaItemSchema } from "../../../contract/media";
import { stub, type StubAnswer } from "./stub";

/** GET /media/items?ids=…: the library items a page draws (none unless told). */
export function mediaItems(items: StubAnswer<{ data: z.input<typeof mediaItemSchema>[] }> = { data: [] }) {
  return stub("get", "/media/items", z.object({ data: z.array(mediaItemSchema) }), items as never);
}
