/**
 * How large a picture the media library takes (docs/media.md, Memory): the API refuses a larger
 * one from its header, before decoding it, and the console's upload forms say the same numbers.
 */

export const MEDIA_MAX_BYTES = 8 * 1024 * 1024;

/** The most pixels of any picture: a 6000 × 4000 photo is 24 million. */
export const MEDIA_MAX_PIXELS = 25_000_000;

/**
 * What reading one picture may hold in memory: no more than making its AVIF variants holds
 * afterwards (about 60 MB at 1920 px), so a large picture costs no more than a photo does and
 * the server's peak stays within its 300 MB (decision 005; measured in docs/media.md).
 */
export const MEDIA_READ_BUDGET = 48 * 1024 * 1024;

/** What sharp's metadata says of a picture, read from its header without decoding it. */
export interface PictureHeader {
  format?: string;
  width: number;
  height: number;
  channels?: number;
  /** libvips' band format: `uchar` for 8 bits a channel, `ushort` for 16. */
  depth?: string;
  isProgressive?: boolean;
  /** JPEG: `4:2:0`, `4:4:4`, `4:4:4:4` (CMYK), … */
  chromaSubsampling?: string;
  bitsPerSample?: number;
}

/** Bytes an AVIF holds a pixel while libheif decodes it (8 bits a channel, and more). */
const AVIF_BYTES_PER_PIXEL = { standard: 19, high: 26 };

/** Samples a JPEG stores a pixel: 1.5 for 4:2:0 colour, 3 for 4:4:4, 4 for CMYK. */
function jpegSamples(header: PictureHeader): number {
  const parts = (header.chromaSubsampling ?? "").split(":").map(Number);
  if (parts.length < 3 || parts.some((part) => !Number.isFinite(part)) || parts[0] <= 0) return header.channels ?? 3;
  const [j, a, b, fourth] = parts;
  return 1 + (a + b) / j + (fourth ? 1 : 0);
}

/**
 * What libvips holds while it reads the picture down to the widest variant, in bytes, measured
 * with sharp 0.35 (docs/media.md, Memory). A baseline JPEG is read a few rows at a time, shrunk
 * as it is decoded (0: only the pixel limit holds it). A progressive JPEG keeps every coefficient
 * (2 bytes a sample). A PNG is read row by row, but the rows the shrink needs grow with the square
 * of its width; an interlaced or 16-bit one is decoded whole. A WebP is counted as lossless (its
 * whole picture held); an AVIF is decoded whole by libheif, several copies of it.
 */
export function readingBytes(header: PictureHeader): number {
  const pixels = header.width * header.height;
  const channels = header.channels ?? 4;
  switch (header.format) {
    case "jpeg":
      return header.isProgressive ? pixels * (2 * jpegSamples(header) + 0.5) : 0;
    case "png": {
      const wide = header.depth === "ushort";
      const sample = channels * (wide ? 2 : 1);
      return sample * ((header.isProgressive || wide ? 1.4 : 0.3) * pixels + 0.1 * header.width ** 2);
    }
    case "webp":
      return pixels * 4.5;
    case "heif":
      return pixels * ((header.bitsPerSample ?? 8) > 8 ? AVIF_BYTES_PER_PIXEL.high : AVIF_BYTES_PER_PIXEL.standard);
    default:
      return 0;
  }
}

/** The most pixels the library takes of a picture of this kind and these proportions. */
export function maxPixelsFor(header: PictureHeader): number {
  const cost = readingBytes(header);
  if (cost <= 0) return MEDIA_MAX_PIXELS;
  // Every term of the cost grows with the area at the same proportions: scaled, it fits the budget.
  return Math.min(MEDIA_MAX_PIXELS, Math.floor((header.width * header.height * MEDIA_READ_BUDGET) / cost));
}

/** An 8-bit AVIF, the kind of picture with the lowest limit: the forms name it. */
const AVIF_LIMIT = Math.floor(MEDIA_READ_BUDGET / AVIF_BYTES_PER_PIXEL.standard);

export const megapixels = (pixels: number) => {
  const value = pixels / 1_000_000;
  return value >= 10 ? String(Math.floor(value)) : String(Math.floor(value * 10) / 10);
};

/** The upload forms' words: "up to 8 MB and 25 megapixels (fewer for …)". */
export const MEDIA_SIZE_TEXT =
  `up to ${MEDIA_MAX_BYTES / (1024 * 1024)} MB and ${megapixels(MEDIA_MAX_PIXELS)} megapixels ` +
  `(fewer for kinds that take more memory to read, such as AVIF: up to ${megapixels(AVIF_LIMIT)})`;
