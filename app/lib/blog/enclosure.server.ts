import { stat } from "node:fs/promises";
import { extname, join, normalize } from "node:path";
import { builtPath, shippedPath } from "../../../contract/bundle-paths";
import { apiResponse } from "../api-client.server";
import { registerCacheReset } from "../in-process-caches.server";
import { absoluteUrl } from "../seo";

const IMAGE_TYPES: Record<string, string> = {
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".gif": "image/gif",
};

// Where the site serves its images from: the production build's copy of public/, else (in development) public/ itself.
const STATIC_FOLDERS = [builtPath("client"), shippedPath("public")];

const sizes = new Map<string, Promise<number>>();
registerCacheReset(() => sizes.clear());

/**
 * Pictures uploaded in the console live in the API: the media library's variants at /media
 * (named by their hash) and older uploads at /api/images. Their bytes never change under one address.
 */
function apiPathOf(path: string): string | null {
  if (path.startsWith("/media/")) return path;
  if (path.startsWith("/api/images/")) return path.slice("/api".length);
  return null;
}

async function uploadedSize(apiPath: string): Promise<number> {
  const response = await apiResponse(apiPath, { method: "HEAD", headers: { accept: "image/*" } });
  return response.ok ? Number(response.headers.get("Content-Length")) || 0 : 0;
}

/** Bytes of an image the site serves itself; 0, as RSS asks, when it cannot be known. */
function localSize(path: string): Promise<number> {
  let size = sizes.get(path);
  if (!size) {
    const relative = normalize(decodeURI(path)).replace(/^([/\\])+/, "");
    const apiPath = apiPathOf(path);
    size = (async () => {
      if (apiPath) return uploadedSize(apiPath).catch(() => 0);
      if (relative.startsWith("..")) return 0;
      for (const folder of STATIC_FOLDERS) {
        const found = await stat(join(folder, relative)).catch(() => null);
        if (found?.isFile()) return found.size;
      }
      return 0;
    })();
    sizes.set(path, size);
    // An upload the API could not report on is asked about again next time.
    if (apiPath) void size.then((bytes) => bytes || sizes.delete(path));
  }
  return size;
}

/** An RSS enclosure of a post's cover: absolute URL, real media type and length in bytes. */
export async function imageEnclosure(pathOrUrl: string, siteUrl: string) {
  const local = pathOrUrl.startsWith("/") && !pathOrUrl.startsWith("//");
  const pathname = local ? pathOrUrl.split(/[?#]/)[0] : new URL(pathOrUrl).pathname;
  return {
    url: absoluteUrl(siteUrl, pathOrUrl),
    type: IMAGE_TYPES[extname(pathname).toLowerCase()] ?? "image/*",
    length: local ? await localSize(pathname) : 0,
  };
}
