import { SITE_CONTENT_SEED } from "../../contract/site-content/seed";
import type { Database } from "../db/client";
import { contentItems, contentRevisions } from "../db/schema";
import { seedOnce } from "./seed-once";

export const SEED_AUTHOR = "Seed (app/content)";

/**
 * Each item of site content is put in once per database, published, with its first revision:
 * once per item, so a kind or an item added by a later version (the cookie policy beside the
 * other legal pages) is seeded too, and edits are never undone (an item already there is kept).
 */
export async function seedSiteContent(db: Database): Promise<void> {
  for (const [kind, items] of Object.entries(SITE_CONTENT_SEED)) {
    for (const [position, item] of items.entries()) {
      await seedOnce(db, `site-content:${kind}/${item.key}`, async (tx) => {
        const [row] = await tx
          .insert(contentItems)
          .values({
            kind,
            key: item.key,
            position,
            draft: item.data,
            published: item.data,
            updatedBy: SEED_AUTHOR,
            publishedBy: SEED_AUTHOR,
            publishedAt: new Date(),
          })
          .onConflictDoNothing()
          .returning({ id: contentItems.id });
        if (row)
          await tx
            .insert(contentRevisions)
            .values({
              itemId: row.id,
              data: item.data,
              author: SEED_AUTHOR,
              note: "Seeded",
            });
      });
    }
  }
}
