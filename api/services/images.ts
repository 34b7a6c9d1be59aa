import type { ImageJson } from "../../contract/answers/console";
import { and, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { images } from "../db/schema";
import type { CheckedImage } from "../http/image-upload";

export async function storeImage(db: Database, image: CheckedImage): Promise<ImageJson> {
  const [row] = await db
    .insert(images)
    .values({ type: image.type, extension: image.extension, size: image.data.length, data: image.data })
    .returning({ id: images.id, type: images.type, extension: images.extension, size: images.size });
  return { id: row.id, url: `/api/images/${row.id}.${row.extension}`, type: row.type, size: row.size };
}

export async function findImage(db: Database, id: string, extension: string) {
  const [row] = await db
    .select({ type: images.type, data: images.data })
    .from(images)
    .where(and(eq(images.id, id), eq(images.extension, extension)))
    .limit(1);
  return row;
}
