import { Transform } from "node:stream";

/**
 * React 18's streaming renderer fills 2 KB buffers with UTF-8; when the next character does not
 * fit in a buffer's last one to three bytes, it still sends the whole buffer, and those unused
 * bytes reach the page as U+0000 (react#31134). Only the padding is lost: in UTF-8 a zero byte is
 * never part of another character, and no page of ours holds a real one, so dropping every zero
 * byte gives exactly the document React meant.
 */
export function stripNulBytes(): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      done(null, chunk.includes(0) ? Buffer.from(chunk.filter((byte) => byte !== 0)) : chunk);
    },
  });
}
