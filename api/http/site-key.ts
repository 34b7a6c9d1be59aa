import type { Request, RequestHandler } from "express";
import { SITE_KEY_HEADER } from "../../contract/headers";
import { secretsMatch } from "../security/tokens";
import { HttpError } from "./errors";

/** Whether a request carries the site server's key (compared in constant time). */
export function fromSite(siteKey: string | undefined): (req: Request) => boolean {
  if (!siteKey) return () => false;
  return (req) => {
    const sent = req.get(SITE_KEY_HEADER);
    return sent !== undefined && secretsMatch(sent, siteKey);
  };
}

/** Calls only the site's own server may make: without its key (or with none configured), 401. */
export function requireSite(siteKey: string | undefined): RequestHandler {
  const isSite = fromSite(siteKey);
  return (req, _res, next) => {
    next(isSite(req) ? undefined : new HttpError(401, `This call needs the site's ${SITE_KEY_HEADER} header`));
  };
}
