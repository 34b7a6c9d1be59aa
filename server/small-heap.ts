import v8 from "node:v8";

/**
 * V8 sizes its heap for speed on a big machine and lets garbage pile up: under load the
 * server's memory grew by 100 MB before a full collection. Tuned for size, it collects sooner
 * and grows the heap by smaller steps; imported first, before the app's modules fill the heap.
 * The young generation's size is fixed when V8 starts, before any flag set here is read: that one
 * is `npm start`'s `--max-semi-space-size` (docs/media.md, Memory).
 */
v8.setFlagsFromString("--optimize-for-size");
