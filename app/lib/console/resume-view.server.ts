import { redirect } from "@remix-run/node";
import { CONSOLE_HEADERS } from "./http.server";

/** A PDF says so in its first bytes; the file's name and stated type are the sender's word only. */
export const isPdf = (bytes: Uint8Array) => Buffer.from(bytes.subarray(0, 5)).toString("latin1") === "%PDF-";

/**
 * The headers that let a browser show a résumé PDF in the console without anything in it running:
 * the sandbox and `default-src 'none'` stop scripts, forms and loads; only the console may frame it.
 */
export const INLINE_PDF_HEADERS = {
  ...CONSOLE_HEADERS,
  "Content-Type": "application/pdf",
  "Content-Disposition": "inline",
  "Content-Security-Policy": "sandbox; default-src 'none'; frame-ancestors 'self'",
  "X-Content-Type-Options": "nosniff",
} as const;

/** The résumé shown inline when its bytes are a PDF; anything else goes to the download, as before. */
export async function resumeViewAnswer(upstream: Response, downloadPath: string): Promise<Response> {
  const bytes = new Uint8Array(await upstream.arrayBuffer());
  if (!isPdf(bytes)) return redirect(downloadPath, { status: 303, headers: CONSOLE_HEADERS });
  return new Response(bytes, { status: 200, headers: { ...INLINE_PDF_HEADERS, "Content-Length": String(bytes.byteLength) } });
}
