import type { RequestHandler } from "express";
import { fileTypeFromBuffer } from "file-type";
import multer from "multer";
import { sanitizeSvg, svgText } from "../content/svg";
import { IMAGES } from "../limits";
import { checkPixels, readHeader } from "../media/check";
import { HttpError, badRequest } from "./errors";
import { describeUploadError } from "./upload-errors";

export const IMAGE_FIELD = "image";

/** What the bytes say the file is; the name and the declared type are not asked. */
const RASTER_TYPES: Record<string, { extension: string; type: string }> = {
  png: { extension: "png", type: "image/png" },
  jpg: { extension: "jpg", type: "image/jpeg" },
  webp: { extension: "webp", type: "image/webp" },
};

export interface CheckedImage {
  extension: string;
  type: string;
  data: Buffer;
}

const upload = multer({
  storage: multer.memoryStorage(),
  // The upload stops as soon as the file passes the limit.
  limits: { fileSize: IMAGES.maxBytes, files: 1, fields: IMAGES.maxFields, fieldSize: IMAGES.maxFieldBytes },
}).single(IMAGE_FIELD);

/** Parses multipart/form-data into req.file, turning every parser failure into a 4xx. */
export const acceptImageUpload: RequestHandler = (req, res, next) => {
  if (!req.is("multipart/form-data")) {
    next(new HttpError(415, `Send the image as multipart/form-data in the field "${IMAGE_FIELD}"`));
    return;
  }
  upload(req, res, (error: unknown) => next(error ? describeUploadError(error, IMAGE_FIELD, IMAGES.maxBytes) : undefined));
};

const NOT_AN_IMAGE = `${IMAGE_FIELD} content is not a PNG, JPEG, WebP or SVG image`;

/** A PNG, JPEG or WebP as sent, or an SVG with everything that could run or fetch taken out. */
export async function checkImage(file: Express.Multer.File | undefined): Promise<CheckedImage> {
  if (!file || file.size === 0) throw badRequest(`${IMAGE_FIELD} is required: attach a PNG, JPEG, WebP or SVG file`);
  const detected = await fileTypeFromBuffer(file.buffer);
  const raster = detected ? RASTER_TYPES[detected.ext] : undefined;
  if (raster) {
    // Kept as sent and never decoded here, but a visitor's browser decodes it: no bomb of pixels.
    const header = await readHeader(file.buffer);
    if (header) checkPixels(header);
    return { ...raster, data: file.buffer };
  }
  // file-type calls an SVG with an XML declaration "xml"; any other detected type is not an image we take.
  if (detected && detected.ext !== "xml") throw badRequest(NOT_AN_IMAGE);
  const text = svgText(file.buffer);
  const clean = text === null ? null : sanitizeSvg(text);
  if (clean === null) throw badRequest(NOT_AN_IMAGE);
  return { extension: "svg", type: "image/svg+xml", data: Buffer.from(clean, "utf8") };
}
