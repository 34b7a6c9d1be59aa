import multer from "multer";
import { HttpError, badRequest, payloadTooLarge } from "./errors";

/** Every multipart parser failure as a 4xx that names the file field and its limit. */
export function describeUploadError(error: unknown, field: string, maxBytes: number): HttpError {
  if (error instanceof multer.MulterError) {
    switch (error.code) {
      case "LIMIT_FILE_SIZE":
        return payloadTooLarge(`${field} must be at most ${maxBytes / (1024 * 1024)} MB`);
      case "LIMIT_FIELD_VALUE":
        return payloadTooLarge(`${error.field ?? "A form field"} is too long`);
      case "LIMIT_UNEXPECTED_FILE":
      case "LIMIT_FILE_COUNT":
        return badRequest(`Send exactly one file, in the field "${field}"`);
      default:
        return badRequest(`The form could not be read: ${error.message}`);
    }
  }
  return badRequest("The form could not be read: send it as multipart/form-data");
}
