import { CONSOLE_HEADERS } from "./http.server";

/** The headers of a file the API sent that the browser needs to save it as the API meant. */
const PASSED = ["Content-Type", "Content-Disposition", "Content-Length"] as const;

/**
 * The API's file answer handed to the browser as it streams in: its type and file name kept, always
 * a download (never rendered inline), never sniffed, never stored.
 */
export function passThrough(upstream: Response, fallbackName: string): Response {
  const headers = new Headers(CONSOLE_HEADERS);
  for (const name of PASSED) {
    const value = upstream.headers.get(name);
    if (value) headers.set(name, value);
  }
  const disposition = headers.get("Content-Disposition") ?? "";
  if (!disposition.toLowerCase().startsWith("attachment")) {
    headers.set("Content-Disposition", `attachment; filename="${fallbackName}"`);
  }
  if (!headers.has("Content-Type")) headers.set("Content-Type", "application/octet-stream");
  headers.set("X-Content-Type-Options", "nosniff");
  return new Response(upstream.body, { status: 200, headers });
}
