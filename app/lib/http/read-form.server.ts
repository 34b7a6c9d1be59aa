/**
 * Reading a page's form post without trusting it: only form encodings, a size cap checked on
 * the declared length and again while the body streams in (nothing past the cap is held), and
 * every parser failure turned into a 4xx with words a visitor can act on.
 */

/** Page forms are a few short fields; the longest, a comment, is 2,000 characters. */
export const PAGE_FORM_MAX_BYTES = 64 * 1024;

export type FormRefusal = { ok: false; status: 400 | 413 | 415; message: string };
export type FormRead = { ok: true; formData: FormData } | FormRefusal;

export const formReadTexts = {
  type: "The form must be sent as application/x-www-form-urlencoded or multipart/form-data.",
  tooLarge: "The form is too large to be accepted.",
  unreadable: "The form could not be read. Please reload the page and try again.",
} as const;

const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`Request body is larger than ${limit} bytes`);
    this.name = "BodyTooLargeError";
  }
}

const refuse = (status: FormRefusal["status"], message: string): FormRefusal => ({ ok: false, status, message });

function mediaType(request: Request): string {
  return (request.headers.get("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
}

/** What can be told from the headers alone, before a byte of the body is read. */
export function refuseByHeaders(request: Request, maxBytes: number): FormRefusal | null {
  if (!FORM_TYPES.has(mediaType(request))) return refuse(415, formReadTexts.type);
  const declared = Number(request.headers.get("Content-Length") ?? "");
  if (Number.isFinite(declared) && declared > maxBytes) return refuse(413, formReadTexts.tooLarge);
  return null;
}

/** The body as a stream that fails with BodyTooLargeError once it passes `maxBytes`. */
export function cappedBody(body: ReadableStream<Uint8Array>, maxBytes: number): ReadableStream<Uint8Array> {
  let seen = 0;
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        seen += chunk.byteLength;
        if (seen > maxBytes) controller.error(new BodyTooLargeError(maxBytes));
        else controller.enqueue(chunk);
      },
    }),
  );
}

/** The same request with its body capped, for parsers that read the stream themselves. */
export function cappedRequest(request: Request, maxBytes: number): Request {
  if (!request.body) return request;
  return new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body: cappedBody(request.body, maxBytes),
    signal: request.signal,
    duplex: "half",
  } as RequestInit);
}

async function readAll(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  if (!request.body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new BodyTooLargeError(maxBytes);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

const strictUtf8 = new TextDecoder("utf-8", { fatal: true });

function formFromUrlEncoded(bytes: Uint8Array<ArrayBuffer>): FormData {
  const formData = new FormData();
  for (const [name, value] of new URLSearchParams(strictUtf8.decode(bytes))) formData.append(name, value);
  return formData;
}

/**
 * A page form's fields, or why it cannot be had: 415 for another content type, 413 past
 * `maxBytes`, 400 for a body that does not parse (broken multipart, invalid UTF-8).
 */
export async function readPageForm(request: Request, maxBytes = PAGE_FORM_MAX_BYTES): Promise<FormRead> {
  const early = refuseByHeaders(request, maxBytes);
  if (early) return early;
  try {
    const bytes = await readAll(request, maxBytes);
    if (mediaType(request) === "application/x-www-form-urlencoded") return { ok: true, formData: formFromUrlEncoded(bytes) };
    const contentType = request.headers.get("Content-Type") ?? "";
    const formData = await new Response(bytes, { headers: { "Content-Type": contentType } }).formData();
    return { ok: true, formData };
  } catch (error) {
    if (error instanceof BodyTooLargeError) return refuse(413, formReadTexts.tooLarge);
    return refuse(400, formReadTexts.unreadable);
  }
}
