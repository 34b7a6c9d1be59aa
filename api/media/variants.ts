import { MEDIA } from "../limits";
import { unreadable } from "./check";
import sharp from "./sharp";

export type VariantFormat = "avif" | "webp" | "svg";

export interface Variant {
  format: VariantFormat;
  width: number;
  height: number;
  data: Buffer;
}

/** The widths to make: the library's, none wider than the original, plus the original's own when it is narrower than the widest. */
export function variantWidths(originalWidth: number): number[] {
  const widths: number[] = MEDIA.widths.filter((width) => width < originalWidth);
  const widest = MEDIA.widths[MEDIA.widths.length - 1];
  if (originalWidth <= widest) widths.push(originalWidth);
  else if (!widths.includes(widest)) widths.push(widest);
  return widths;
}

/** The original, turned upright and decoded once, no wider than the widest variant: what every variant is made from. */
interface Decoded {
  pixels: Buffer;
  raw: { width: number; height: number; channels: 1 | 2 | 3 | 4 };
  /** Some pixel is not fully opaque (a PNG's or WebP's alpha channel that is used). */
  transparent: boolean;
}

/** Whether any pixel's alpha (the last channel of 2 or 4) is below 255. */
function hasTransparency(pixels: Buffer, channels: number): boolean {
  if (channels !== 2 && channels !== 4) return false;
  for (let index = channels - 1; index < pixels.length; index += channels) if (pixels[index] !== 255) return true;
  return false;
}

/**
 * Shrunk as it is read: libvips streams a baseline JPEG or a plain PNG a few rows at a time, so a
 * large original never sits in memory whole (6300 × 6300 RGB would be 119 MB; 1920 px wide it is
 * 11 MB). A body damaged past its header fails here: the sender's 400, not a 500.
 */
async function decode(data: Buffer, width: number): Promise<Decoded> {
  try {
    // 8 bits a channel, as the encoders take it (a 16-bit PNG would otherwise come out as ushort).
    const { data: pixels, info } = await sharp(data, { limitInputPixels: MEDIA.maxPixels })
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .toColourspace("srgb")
      .raw({ depth: "uchar" })
      .toBuffer({ resolveWithObject: true });
    return { pixels, raw: { width: info.width, height: info.height, channels: info.channels }, transparent: hasTransparency(pixels, info.channels) };
  } catch {
    throw unreadable();
  }
}

async function encode({ pixels, raw, transparent }: Decoded, format: "avif" | "webp", width: number): Promise<Variant> {
  let pipeline = sharp(pixels, { raw }).resize({ width, withoutEnlargement: true });
  // An alpha channel nothing uses (a screenshot saved as RGBA) is not encoded: with it, AVIF holds twice the memory.
  if (!transparent && raw.channels % 2 === 0) pipeline = pipeline.removeAlpha();
  // effort 2: AVIF's default (4) costs several times the CPU for a few percent of bytes. WebP's
  // default (4) codes an alpha channel in 78 MB at 1920 px, effort 2 in 52, at the same size.
  const encoded =
    format === "avif"
      ? pipeline.avif({ quality: MEDIA.avifQuality, effort: 2 })
      : pipeline.webp({ quality: MEDIA.webpQuality, ...(transparent ? { effort: 2 } : {}) });
  const { data: bytes, info } = await encoded.toBuffer({ resolveWithObject: true });
  return { format, width: info.width, height: info.height, data: bytes };
}

/**
 * AVIF and WebP at each width, one after another: libvips does the work in its own thread, so
 * the event loop keeps serving pages; metadata (EXIF with its GPS position) is not copied.
 * The original is decoded once, not once a variant (ten times for a wide photo). A transparent
 * picture's AVIF stops at `avifTransparentMaxWidth`: encoding its alpha as well, AVIF at 1920 px
 * holds about 120 MB (60 without), past the memory budget; its WebP goes on to every width.
 */
export async function makeRasterVariants(data: Buffer, originalWidth: number): Promise<Variant[]> {
  const widths = variantWidths(originalWidth);
  const decoded = await decode(data, Math.max(...widths));
  const variants: Variant[] = [];
  for (const width of widths) {
    for (const format of ["avif", "webp"] as const) {
      if (format === "avif" && decoded.transparent && width > MEDIA.avifTransparentMaxWidth) continue;
      variants.push(await encode(decoded, format, width));
    }
  }
  return variants;
}
