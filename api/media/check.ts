import { createHash } from "node:crypto";
import { fileTypeFromBuffer } from "file-type";
import { MEDIA_MAX_PIXELS, maxPixelsFor, megapixels, type PictureHeader } from "../../contract/media-limits";
import { sanitizeSvg, svgText } from "../content/svg";
import { HttpError, badRequest } from "../http/errors";
import sharp from "./sharp";

export const MEDIA_FIELD = "image";

/** What the bytes say the file is; the name and the declared type are not asked. */
const RASTER_TYPES: Record<string, string> = {
  png: "image/png",
  jpg: "image/jpeg",
  webp: "image/webp",
  avif: "image/avif",
};

export const MEDIA_TYPES_TEXT = "a JPEG, PNG, WebP, AVIF or SVG image";

export interface CheckedMedia {
  width: number;
  height: number;
  mime: string;
  /** As sent for a raster image; for an SVG, the sanitised drawing. */
  data: Buffer;
  sha256: string;
}

const unsupported = () => new HttpError(415, `${MEDIA_FIELD} content is not ${MEDIA_TYPES_TEXT}`);

/** A file with a right signature and a wrong body, or one cut short after its header. */
export const unreadable = () => badRequest(`${MEDIA_FIELD} could not be read as ${MEDIA_TYPES_TEXT}: the file may be damaged`);

/** sharp's metadata: the header only, nothing decoded; null when libvips cannot make sense of it. */
export async function readHeader(data: Buffer): Promise<(PictureHeader & { orientation?: number }) | null> {
  try {
    // No pixel limit here: the header of a picture too large is read, so the refusal can say its size.
    const meta = await sharp(data, { limitInputPixels: false }).metadata();
    return meta.width && meta.height ? { ...meta, width: meta.width, height: meta.height } : null;
  } catch {
    return null;
  }
}

const sizeOf = ({ width, height }: PictureHeader) =>
  `This picture is ${width} × ${height} pixels (${((width * height) / 1_000_000).toFixed(1)} megapixels)`;

/** A picture past MEDIA_MAX_PIXELS is refused from its header (422), before anything is decoded. */
export function checkPixels(header: PictureHeader): void {
  if (header.width * header.height <= MEDIA_MAX_PIXELS) return;
  throw new HttpError(422, `${sizeOf(header)}; the most we take is ${megapixels(MEDIA_MAX_PIXELS)} megapixels. Make it smaller and upload it again.`);
}

const KINDS: Record<string, string> = { jpeg: "a progressive JPEG", png: "a PNG", webp: "a WebP", heif: "an AVIF" };

/** A picture whose reading would hold more than MEDIA_READ_BUDGET (contract/media-limits.ts) is refused from its header too. */
function checkReading(header: PictureHeader): void {
  const limit = maxPixelsFor(header);
  if (header.width * header.height <= limit) return;
  const kind = KINDS[header.format ?? ""] ?? "a picture of this kind";
  throw new HttpError(
    422,
    `${sizeOf(header)}; ${kind} takes more memory to read, so the most we take of this one is ${megapixels(limit)} megapixels. Make it smaller, or save it as a JPEG, and upload it again.`,
  );
}

/**
 * The upload's type from its content, its size as shown, and its sha256: a raster image whose
 * header libvips reads and whose size the library takes, or an SVG with everything that could
 * run or fetch taken out.
 */
export function checkMedia(file: Express.Multer.File | undefined): Promise<CheckedMedia> {
  if (!file || file.size === 0) throw badRequest(`${MEDIA_FIELD} is required: attach ${MEDIA_TYPES_TEXT}`);
  return checkMediaBytes(file.buffer);
}

/** As `checkMedia`, for bytes read elsewhere (the seed's pictures). */
export async function checkMediaBytes(bytes: Buffer): Promise<CheckedMedia> {
  const detected = await fileTypeFromBuffer(bytes);
  const rasterType = detected ? RASTER_TYPES[detected.ext] : undefined;
  let mime: string;
  let data: Buffer;
  if (rasterType) {
    mime = rasterType;
    data = bytes;
  } else {
    // file-type calls an SVG with an XML declaration "xml"; any other detected type is not one we take.
    if (detected && detected.ext !== "xml") throw unsupported();
    const text = svgText(bytes);
    const clean = text === null ? null : sanitizeSvg(text);
    if (clean === null) throw unsupported();
    mime = "image/svg+xml";
    data = Buffer.from(clean, "utf8");
  }
  const header = await readHeader(data);
  if (!header) throw unreadable();
  checkPixels(header);
  // An SVG is kept as it is, never rasterised here: reading it holds no pixels.
  if (rasterType) checkReading(header);
  // Width and height as shown, after the EXIF orientation is applied.
  const turned = (header.orientation ?? 1) >= 5;
  const size = turned ? { width: header.height, height: header.width } : { width: header.width, height: header.height };
  return { mime, data, ...size, sha256: createHash("sha256").update(data).digest("hex") };
}
