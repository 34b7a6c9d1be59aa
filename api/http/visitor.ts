import type { Request } from "express";
import { VISITOR_HEADER } from "../../contract/headers";
import { badRequest } from "./errors";

const VISITOR_ID = /^[A-Za-z0-9_-]{8,64}$/;

/** The site's server sends the id from the visitor's cookie; likes hang off it. */
export function optionalVisitorId(req: Request): string | null {
  const value = req.get(VISITOR_HEADER);
  if (value === undefined) return null;
  if (!VISITOR_ID.test(value)) {
    throw badRequest(`${VISITOR_HEADER} header must be 8 to 64 characters of letters, digits, - or _`);
  }
  return value;
}

export function requireVisitorId(req: Request): string {
  const value = optionalVisitorId(req);
  if (value === null) throw badRequest(`${VISITOR_HEADER} header is required`);
  return value;
}
