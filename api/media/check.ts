import { createHash } from "node:crypto";
import { fileTypeFromBuffer } from "file-type";
import { sanitizeSvg, svgText } from "../content/svg";
import { HttpError, badRequest } from "../http/errors";
import { readDimensions, type Dimensions } from "./variants";

export const MEDIA_FIELD = "image";

/** What the bytes say the file is; the name and the declared type are not asked. */
const RASTER_TYPES: Record<string, string> = {
  png: "image/png",
  jpg: "image/jpeg",
  webp: "image/webp",
  avif: "image/avif",
};

export const MEDIA_TYPES_TEXT = "a JPEG, PNG, WebP, AVIF or SVG image";

export interface CheckedMedia extends Dimensions {
  mime: string;
  /** As sent for a raster image; for an SVG, the sanitised drawing. */
  data: Buffer;
  sha256: string;
}

const unsupported = () => new HttpError(415, `${MEDIA_FIELD} content is not ${MEDIA_TYPES_TEXT}`);

/**
 * The upload's type from its content, its size as shown, and its sha256: a raster image libvips
 * can decode, or an SVG with everything that could run or fetch taken out.
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
  const size = await readDimensions(data);
  if (!size) throw badRequest(`${MEDIA_FIELD} could not be read as ${MEDIA_TYPES_TEXT}: the file may be damaged or too large in pixels`);
  return { mime, data, ...size, sha256: createHash("sha256").update(data).digest("hex") };
}
