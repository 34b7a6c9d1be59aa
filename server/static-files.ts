import express from "express";
import expressStaticGzip from "express-static-gzip";
import { builtPath } from "../contract/bundle-paths";

type ServeOptions = { immutable?: boolean; maxAge: string; index: false };

/** Files are sent as the build compressed them (brotli, else gzip: scripts/precompress.mjs). */
const precompressed = (root: string, options: ServeOptions) =>
  expressStaticGzip(root, { enableBrotli: true, orderPreference: ["br", "gzip"], index: false, serveStatic: options });

/** Every file there has an extension; a page's path (`/`, `/about`) never does. */
const FILE_PATH = /\.[a-z0-9]+$/i;

/** The production build's browser files, from build/client (beside the server's bundle, wherever it is started). */
export function builtAssets(): express.Router {
  const assets = express.Router();
  // Fingerprinted files never change: browsers and CDNs may keep them for a year. A missing one
  // is a plain 404, never the home page a stray path would get.
  assets.use("/assets", precompressed(builtPath("client/assets"), { immutable: true, maxAge: "1y", index: false }));
  assets.use("/assets", (_req, res) => void res.status(404).type("text/plain").send("Not found"));
  // A page view skips the look on disk (a `stat` per request) that could only find nothing.
  const files = precompressed(builtPath("client"), { maxAge: "1h", index: false });
  assets.use((req, res, next) => (FILE_PATH.test(req.path) ? files(req, res, next) : next()));
  return assets;
}
