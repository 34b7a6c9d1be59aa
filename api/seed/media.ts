import { readFile } from "node:fs/promises";
import path from "node:path";
import { shippedPath } from "../../contract/bundle-paths";
import { SEED_MEDIA } from "../../contract/seed-media";
import type { Database } from "../db/client";
import { checkMediaBytes } from "../media/check";
import { makeRasterVariants } from "../media/variants";
import { storeMedia } from "../services/media";
import { seedOnce } from "./seed-once";

const FOLDER = shippedPath("api/seed/media");

async function seedFile(name: string): Promise<Buffer> {
  const bytes = await readFile(path.join(FOLDER, name)).catch(() => null);
  if (!bytes) throw new Error(`Seed picture ${name} not found in ${FOLDER}`);
  return bytes;
}

/**
 * The seed's pictures, imported once per database through the library itself (checked, variants
 * made), so the first start shows real photos and a deleted one stays deleted.
 */
export async function seedMedia(db: Database): Promise<void> {
  // Claimed first, the work done after: making variants takes seconds, too long to hold the seed lock.
  if (!(await seedOnce(db, "media", async () => undefined))) return;
  for (const picture of SEED_MEDIA) {
    const checked = await checkMediaBytes(await seedFile(picture.file));
    const variants = await makeRasterVariants(checked.data, checked.width);
    await storeMedia(db, checked, variants, { id: picture.id, alt: picture.alt, focalX: picture.focalX, focalY: picture.focalY, createdBy: null });
  }
}
