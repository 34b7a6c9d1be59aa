import type { ErrorRequestHandler, RequestHandler } from "express";

/** An answer for the client, not a fault: the error handler sends it as JSON `{ message }`. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details?: Record<string, unknown>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = "HttpError";
  }
}

export const badRequest = (message: string, details?: Record<string, unknown>) =>
  new HttpError(400, message, details);
export const notFound = (message = "Not found") => new HttpError(404, message);
/** What was looked up, or a 404 with `message` when there is no such thing (`false`: nothing was changed). */
export function found<T>(value: T | null | undefined | false, message: string): T {
  if (value === null || value === undefined || value === false) throw notFound(message);
  return value;
}

export const forbidden = (message: string) => new HttpError(403, message);
export const conflict = (message: string) => new HttpError(409, message);
export const payloadTooLarge = (message: string) => new HttpError(413, message);

export const unknownApiPath: RequestHandler = (req, res) => {
  res.status(404).json({ message: `No API endpoint at ${req.method} ${req.baseUrl}${req.path}` });
};

/** Errors raised by body-parser carry a `type`, a `status` and a message meant for developers. */
interface BodyParserError {
  type: string;
  status: number;
  limit?: number;
  body?: unknown;
}

function isBodyParserError(error: unknown): error is BodyParserError {
  return (
    typeof error === "object" &&
    error !== null &&
    typeof (error as { type?: unknown }).type === "string" &&
    typeof (error as { status?: unknown }).status === "number"
  );
}

function describeBodyParserError(error: BodyParserError): HttpError {
  switch (error.type) {
    case "entity.parse.failed":
      // express.json() is strict: valid JSON such as `null` or `"text"` is refused as well.
      return typeof error.body === "string" && /^\s*[^\s{[]/.test(error.body)
        ? new HttpError(400, "Request body must be a JSON object")
        : new HttpError(400, "Request body is not valid JSON");
    case "entity.too.large":
      return new HttpError(413, `Request body is too large (limit ${error.limit ?? "exceeded"} bytes)`);
    case "encoding.unsupported":
    case "charset.unsupported":
      return new HttpError(415, "Request body encoding is not supported; send UTF-8 JSON");
    case "request.aborted":
      return new HttpError(400, "Request was aborted before its body arrived");
    default:
      return error.status >= 400 && error.status < 500
        ? new HttpError(error.status, "Request body could not be read")
        : new HttpError(400, "Request body could not be read");
  }
}

/**
 * Express and its middleware mark client mistakes with a 4xx `status` (a malformed %-escape in
 * the path, for one); those are answers, not faults.
 */
function describeClientError(error: unknown): HttpError | null {
  if (typeof error !== "object" || error === null) return null;
  const { status, statusCode, expose, message } = error as {
    status?: unknown;
    statusCode?: unknown;
    expose?: unknown;
    message?: unknown;
  };
  const code = typeof status === "number" ? status : typeof statusCode === "number" ? statusCode : 0;
  if (code < 400 || code > 499) return null;
  const text = expose !== false && typeof message === "string" && message ? message : "Bad request";
  return new HttpError(code, text);
}

export const errorHandler: ErrorRequestHandler = (error: unknown, req, res, next) => {
  if (res.headersSent) {
    next(error);
    return;
  }
  const answer =
    error instanceof HttpError
      ? error
      : isBodyParserError(error)
        ? describeBodyParserError(error)
        : describeClientError(error);
  if (answer) {
    if (answer.headers) res.set(answer.headers);
    res.status(answer.status).json({ message: answer.message, ...answer.details });
    return;
  }
  console.error(`[api] ${req.method} ${req.originalUrl} failed:`, error);
  res.status(500).json({ message: "Internal server error" });
};
