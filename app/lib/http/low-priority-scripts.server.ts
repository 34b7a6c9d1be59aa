import { Transform } from "node:stream";

const PRELOAD = Buffer.from('<link rel="modulepreload" ');
const LOW_PRIORITY_PRELOAD = Buffer.from('<link rel="modulepreload" fetchpriority="low" ');

/**
 * Every page is whole without its scripts, so its stylesheet and the pictures of its first screen
 * should reach a slow phone before the scripts, not share the line with them. Remix preloads a
 * page's modules at the browser's high priority, which also makes them count as holding back the
 * first paint (as Lighthouse reckons it), and its `<Scripts>` takes no option for it: the
 * document's module preload links are given `fetchpriority="low"` as it streams out.
 * The tag is plain ASCII, so it is matched on bytes; the end of a chunk that could be the start
 * of one is held back for the next.
 */
export function lowPriorityModulePreloads(): Transform {
  let held = Buffer.alloc(0);
  const rewrite = (bytes: Buffer, final: boolean): Buffer => {
    const parts: Buffer[] = [];
    let from = 0;
    for (let at = bytes.indexOf(PRELOAD); at !== -1; at = bytes.indexOf(PRELOAD, from)) {
      parts.push(bytes.subarray(from, at), LOW_PRIORITY_PRELOAD);
      from = at + PRELOAD.length;
    }
    const keep = final ? 0 : Math.min(PRELOAD.length - 1, bytes.length - from);
    parts.push(bytes.subarray(from, bytes.length - keep));
    held = Buffer.from(bytes.subarray(bytes.length - keep));
    return Buffer.concat(parts);
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      done(null, rewrite(Buffer.concat([held, chunk]), false));
    },
    flush(done) {
      done(null, rewrite(held, true));
    },
  });
}
