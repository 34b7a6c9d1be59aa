import { existsSync, renameSync } from "node:fs";
import path from "node:path";
import { Outbox } from "./outbox";

/**
 * Until the built-in API and the outbox shared one PGlite, the outbox kept its own in
 * `DATA_DIR/outbox`. Submissions still waiting there are moved into `outbox` once, and the
 * folder is renamed so this never runs again: no lead is left behind by the upgrade.
 */
export async function takeOverFormerOutbox(dataDir: string, outbox: Outbox): Promise<void> {
  const folder = path.resolve(dataDir, "outbox");
  if (!existsSync(path.join(folder, "PG_VERSION"))) return;
  const former = await Outbox.open({ dataDir });
  try {
    await outbox.takeOver(await former.pending());
  } finally {
    await former.close();
  }
  renameSync(folder, `${folder}-moved-${new Date().toISOString().slice(0, 10)}`);
}
