import type { RequestHandler } from "express";
import type { Database } from "../db/client";
import { route } from "../http/async-router";
import { found } from "../http/errors";
import { sendResume } from "../http/send-resume";
import { parseId } from "../http/validation";
import { findResume } from "../services/applications";

/** The résumé of application `:id` as a download; the two callers differ only in who may ask and what a miss is called. */
export function resumeDownload(db: Database, notFoundMessage: string): RequestHandler {
  return route(async (req, res) => {
    const resume = found(await findResume(db, parseId(req.params.id, "id")), notFoundMessage);
    sendResume(res, resume);
  });
}
