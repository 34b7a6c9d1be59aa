import sharp from "sharp";

// libvips keeps no cache of decoded images between calls, and one thread per image: a small host
// with 2 cores and a 300 MB budget serves pages while it makes variants (docs/media.md, Memory).
// Every module of the library takes sharp from here, so these hold before its first use.
sharp.cache(false);
sharp.concurrency(1);

export default sharp;
