import type { Response } from "express";

/**
 * A résumé is always a download, never shown inline: the stored type (sniffed from its bytes at
 * upload), nosniff, and a Content-Disposition with an RFC 5987 filename* for non-ASCII names.
 */
export function sendResume(res: Response, resume: { name: string; type: string; data: Buffer }): void {
  res
    .status(200)
    .attachment(resume.name)
    .type(resume.type)
    .set({ "Cache-Control": "private, no-store", "X-Content-Type-Options": "nosniff" })
    .send(resume.data);
}
