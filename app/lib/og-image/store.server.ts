import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { getEnv } from "../env.server";
import { registerCacheReset } from "../in-process-caches.server";

/** One rendered image: `name` is what it shows (a post, the site), `version` which state of it. */
export interface ImageKey {
  name: string;
  version: string;
}

interface ImageStore {
  read(key: ImageKey): Promise<Buffer | null>;
  write(key: ImageKey, png: Buffer): Promise<void>;
}

/** A file name safe for any slug: readable when it is plain, hashed otherwise. */
function fileStem(name: string): string {
  return /^[a-z0-9-]{1,100}$/.test(name) ? name : createHash("sha256").update(name).digest("hex").slice(0, 32);
}

function fileStore(folder: string): ImageStore {
  const file = (key: ImageKey) => join(folder, `${fileStem(key.name)}--${fileStem(key.version)}.png`);
  return {
    async read(key) {
      return readFile(file(key)).catch(() => null);
    },
    async write(key, png) {
      await mkdir(folder, { recursive: true });
      const target = file(key);
      const partial = `${target}.${process.pid}.partial`;
      await writeFile(partial, png);
      await rename(partial, target);
      // Older versions of the same image are never asked for again by a current page.
      const prefix = `${fileStem(key.name)}--`;
      const stale = (await readdir(folder)).filter(
        (entry) => entry.startsWith(prefix) && join(folder, entry) !== target
      );
      await Promise.all(stale.map((entry) => rm(join(folder, entry), { force: true })));
    },
  };
}

function memoryStore(): ImageStore {
  const images = new Map<string, Buffer>();
  return {
    async read(key) {
      return images.get(`${key.name}\n${key.version}`) ?? null;
    },
    async write(key, png) {
      images.set(`${key.name}\n${key.version}`, png);
    },
  };
}

let store: ImageStore | undefined;
const rendering = new Map<string, Promise<Buffer>>();
// In tests the images are kept in memory: a new case draws them afresh.
registerCacheReset(() => {
  store = undefined;
});

/** Images live in DATA_DIR/og-images, so a restart does not draw them again; in tests, in memory. */
function currentStore(): ImageStore {
  const env = getEnv();
  store ??= env.NODE_ENV === "test" ? memoryStore() : fileStore(join(env.DATA_DIR, "og-images"));
  return store;
}

/** The stored PNG for this key, drawn first when there is none; concurrent askers share one drawing. */
export async function storedImage(key: ImageKey, draw: () => Promise<Buffer>): Promise<Buffer> {
  const images = currentStore();
  const found = await images.read(key);
  if (found) return found;
  const id = `${key.name}\n${key.version}`;
  let pending = rendering.get(id);
  if (!pending) {
    pending = draw()
      .then(async (png) => {
        await images.write(key, png);
        return png;
      })
      .finally(() => rendering.delete(id));
    rendering.set(id, pending);
  }
  return pending;
}
