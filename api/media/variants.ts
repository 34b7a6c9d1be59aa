import sharp from "sharp";
import { MEDIA } from "../limits";

// libvips keeps no cache of decoded images between calls, and one thread per image: a small host
// with 2 cores and a 300 MB budget serves pages while it makes variants (docs/media.md, Memory).
sharp.cache(false);
sharp.concurrency(1);

export type VariantFormat = "avif" | "webp" | "svg";

export interface Variant {
  format: VariantFormat;
  width: number;
  height: number;
  data: Buffer;
}

export interface Dimensions {
  width: number;
  height: number;
}

/** The widths to make: the library's, none wider than the original, plus the original's own when it is narrower than the widest. */
export function variantWidths(originalWidth: number): number[] {
  const widths: number[] = MEDIA.widths.filter((width) => width < originalWidth);
  const widest = MEDIA.widths[MEDIA.widths.length - 1];
  if (originalWidth <= widest) widths.push(originalWidth);
  else if (!widths.includes(widest)) widths.push(widest);
  return widths;
}

/**
 * Width and height as shown, after the EXIF orientation is applied; null when libvips cannot decode
 * the bytes (a file with a right signature and a wrong body).
 */
export async function readDimensions(data: Buffer): Promise<Dimensions | null> {
  try {
    const meta = await sharp(data, { limitInputPixels: MEDIA.maxPixels }).metadata();
    if (!meta.width || !meta.height) return null;
    const turned = (meta.orientation ?? 1) >= 5;
    return turned ? { width: meta.height, height: meta.width } : { width: meta.width, height: meta.height };
  } catch {
    return null;
  }
}

/** The original, turned upright and decoded once: what every variant is made from. */
interface Decoded {
  pixels: Buffer;
  raw: { width: number; height: number; channels: 1 | 2 | 3 | 4 };
}

async function decode(data: Buffer): Promise<Decoded> {
  // 8 bits a channel, as the encoders take it (a 16-bit PNG would otherwise come out as ushort).
  const { data: pixels, info } = await sharp(data, { limitInputPixels: MEDIA.maxPixels })
    .rotate()
    .toColourspace("srgb")
    .raw({ depth: "uchar" })
    .toBuffer({ resolveWithObject: true });
  return { pixels, raw: { width: info.width, height: info.height, channels: info.channels } };
}

async function encode({ pixels, raw }: Decoded, format: "avif" | "webp", width: number): Promise<Variant> {
  const pipeline = sharp(pixels, { raw }).resize({ width, withoutEnlargement: true });
  // effort 2: AVIF's default (4) costs several times the CPU for a few percent of bytes.
  const encoded = format === "avif" ? pipeline.avif({ quality: MEDIA.avifQuality, effort: 2 }) : pipeline.webp({ quality: MEDIA.webpQuality });
  const { data: bytes, info } = await encoded.toBuffer({ resolveWithObject: true });
  return { format, width: info.width, height: info.height, data: bytes };
}

/**
 * AVIF and WebP at each width, one after another: libvips does the work in its own thread, so
 * the event loop keeps serving pages; metadata (EXIF with its GPS position) is not copied.
 * The original is decoded once, not once a variant (ten times for a wide photo).
 */
export async function makeRasterVariants(data: Buffer, originalWidth: number): Promise<Variant[]> {
  const decoded = await decode(data);
  const variants: Variant[] = [];
  for (const width of variantWidths(originalWidth)) {
    for (const format of ["avif", "webp"] as const) variants.push(await encode(decoded, format, width));
  }
  return variants;
}
