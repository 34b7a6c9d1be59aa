import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * Where the files the code reads at run time are (migrations, seeds, the built site), found from
 * the code itself and never from the working directory, so the production bundle starts from any
 * folder. Production runs bundles: build/server.js and build/cli.js (esbuild,
 * scripts/build-server.mjs) and Remix's build/server/index.js (Vite); each bundler defines
 * __BUNDLE_ROOT__, the way from its output file to build/. Under tsx, vitest and Vite's dev server
 * this module runs from its own file, one folder below the source tree's root.
 */
declare const __BUNDLE_ROOT__: string | undefined;

const bundled = typeof __BUNDLE_ROOT__ === "string";
const root = fileURLToPath(new URL(bundled ? __BUNDLE_ROOT__ : "..", import.meta.url));

/** A source folder the build copies into build/files/ (see SHIPPED in scripts/build-server.mjs): the copy in production, the original in the source tree. */
export function shippedPath(relative: string): string {
  return bundled ? path.join(root, "files", relative) : path.join(root, relative);
}

/** A file the build writes (`client`, `server/index.js`): in build/, whichever way the code runs. */
export function builtPath(relative: string): string {
  return bundled ? path.join(root, relative) : path.join(root, "build", relative);
}
