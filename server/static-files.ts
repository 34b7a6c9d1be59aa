import express from "express";
import expressStaticGzip from "express-static-gzip";

type ServeOptions = { immutable?: boolean; maxAge: string; index: false };

/** Files are sent as the build compressed them (brotli, else gzip: scripts/precompress.mjs). */
const precompressed = (root: string, options: ServeOptions) =>
  expressStaticGzip(root, { enableBrotli: true, orderPreference: ["br", "gzip"], index: false, serveStatic: options });

/** The production build's browser files, from build/client. */
export function builtAssets(): express.Router {
  const assets = express.Router();
  // Fingerprinted files never change: browsers and CDNs may keep them for a year. A missing one
  // is a plain 404, never the home page a stray path would get.
  assets.use("/assets", precompressed("build/client/assets", { immutable: true, maxAge: "1y", index: false }));
  assets.use("/assets", (_req, res) => void res.status(404).type("text/plain").send("Not found"));
  assets.use(precompressed("build/client", { maxAge: "1h", index: false }));
  return assets;
}
