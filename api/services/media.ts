import { asc, count, desc, eq, inArray } from "drizzle-orm";
import { type MediaItem, type MediaVariant, mediaVariantUrl } from "../../contract/media";
import type { Database } from "../db/client";
import { media, mediaVariants } from "../db/schema";
import type { CheckedMedia } from "../media/check";
import type { Variant } from "../media/variants";
import { pageOf } from "./paging";

/** Every column but the original's bytes, which only a re-encode would read. */
const ITEM_COLUMNS = {
  id: media.id,
  sha256: media.sha256,
  mime: media.mime,
  width: media.width,
  height: media.height,
  size: media.size,
  alt: media.alt,
  focalX: media.focalX,
  focalY: media.focalY,
  createdBy: media.createdBy,
  createdAt: media.createdAt,
};

const VARIANT_COLUMNS = {
  mediaId: mediaVariants.mediaId,
  format: mediaVariants.format,
  width: mediaVariants.width,
  height: mediaVariants.height,
  size: mediaVariants.size,
  path: mediaVariants.path,
};

type ItemRow = { [K in keyof typeof ITEM_COLUMNS]: (typeof media.$inferSelect)[K] };
type VariantRow = { [K in keyof typeof VARIANT_COLUMNS]: (typeof mediaVariants.$inferSelect)[K] };

/** The variant a plain `<img src>` takes: the SVG, or WebP at the widest width up to 1280 px. */
function defaultUrl(variants: MediaVariant[]): string {
  const svg = variants.find((variant) => variant.format === "svg");
  if (svg) return svg.url;
  const webp = variants.filter((variant) => variant.format === "webp").sort((a, b) => a.width - b.width);
  return (webp.filter((variant) => variant.width <= 1280).pop() ?? webp[0])?.url ?? "";
}

function toItem(row: ItemRow, variantRows: VariantRow[]): MediaItem {
  const variants = variantRows
    .filter((variant) => variant.mediaId === row.id)
    .sort((a, b) => a.format.localeCompare(b.format) || a.width - b.width)
    .map((variant) => ({
      format: variant.format as MediaVariant["format"],
      width: variant.width,
      height: variant.height,
      size: variant.size,
      url: mediaVariantUrl(variant.path),
    }));
  return { ...row, createdAt: row.createdAt.toISOString(), url: defaultUrl(variants), variants };
}

async function withVariants(db: Database, rows: ItemRow[]): Promise<MediaItem[]> {
  if (rows.length === 0) return [];
  const variants = await db
    .select(VARIANT_COLUMNS)
    .from(mediaVariants)
    .where(
      inArray(
        mediaVariants.mediaId,
        rows.map((row) => row.id),
      ),
    );
  return rows.map((row) => toItem(row, variants));
}

export const variantPath = (sha256: string, variant: Pick<Variant, "format" | "width">) => `${sha256}-${variant.width}.${variant.format}`;

export async function findMediaBySha(db: Database, sha256: string): Promise<MediaItem | undefined> {
  const rows = await db.select(ITEM_COLUMNS).from(media).where(eq(media.sha256, sha256)).limit(1);
  return (await withVariants(db, rows))[0];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function findMedia(db: Database, id: string): Promise<MediaItem | undefined> {
  if (!UUID.test(id)) return undefined;
  const rows = await db.select(ITEM_COLUMNS).from(media).where(eq(media.id, id)).limit(1);
  return (await withVariants(db, rows))[0];
}

/** Several items by id, in the order asked, the unknown ones left out (a page's pictures in one call). */
export async function findMediaByIds(db: Database, ids: string[]): Promise<MediaItem[]> {
  const wanted = ids.filter((id) => UUID.test(id));
  if (wanted.length === 0) return [];
  const rows = await db.select(ITEM_COLUMNS).from(media).where(inArray(media.id, wanted));
  const items = await withVariants(db, rows);
  return wanted.flatMap((id) => items.find((item) => item.id === id) ?? []);
}

export interface NewMedia {
  /** Only the seed names its items' ids, so the site's content can refer to them. */
  id?: string;
  alt: string;
  focalX: number;
  focalY: number;
  createdBy: string | null;
}

/**
 * Stores a picture with its variants in one transaction. The same content uploaded again (even at
 * the same moment) is the item already there: `created` says which.
 */
export async function storeMedia(db: Database, checked: CheckedMedia, variants: Variant[], details: NewMedia): Promise<{ item: MediaItem; created: boolean }> {
  const createdId = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(media)
      .values({
        sha256: checked.sha256,
        mime: checked.mime,
        width: checked.width,
        height: checked.height,
        size: checked.data.length,
        original: checked.data,
        ...details,
      })
      .onConflictDoNothing({ target: media.sha256 })
      .returning({ id: media.id });
    if (!row) return null;
    await tx.insert(mediaVariants).values(
      variants.map((variant) => ({
        mediaId: row.id,
        format: variant.format,
        width: variant.width,
        height: variant.height,
        size: variant.data.length,
        path: variantPath(checked.sha256, variant),
        data: variant.data,
      })),
    );
    return row.id;
  });
  const item = createdId ? await findMedia(db, createdId) : await findMediaBySha(db, checked.sha256);
  if (!item) throw new Error(`Media ${checked.sha256} vanished after it was stored`);
  return { item, created: createdId !== null };
}

export async function listMedia(db: Database, page: number, perPage: number) {
  return pageOf(
    page,
    perPage,
    async (limit, offset) => withVariants(db, await db.select(ITEM_COLUMNS).from(media).orderBy(desc(media.createdAt), asc(media.id)).limit(limit).offset(offset)),
    db
      .select({ total: count() })
      .from(media)
      .then(([row]) => row.total),
    (item) => item,
  );
}

export async function updateMedia(db: Database, id: string, changes: Partial<Pick<MediaItem, "alt" | "focalX" | "focalY">>) {
  if (!UUID.test(id)) return undefined;
  const [row] = await db.update(media).set(changes).where(eq(media.id, id)).returning({ id: media.id });
  return row ? findMedia(db, row.id) : undefined;
}

export async function deleteMedia(db: Database, id: string): Promise<boolean> {
  const deleted = await db.delete(media).where(eq(media.id, id)).returning({ id: media.id });
  return deleted.length > 0;
}

/** A variant's bytes by its file name, for serving. */
export async function findVariantFile(db: Database, path: string) {
  const [row] = await db.select({ format: mediaVariants.format, data: mediaVariants.data }).from(mediaVariants).where(eq(mediaVariants.path, path)).limit(1);
  return row;
}
