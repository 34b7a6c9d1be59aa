import crypto from "node:crypto";
import { createCookie } from "@remix-run/node";
import { z } from "zod";
import { cookieSecrets, isSecureSite } from "./secret.server";

const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;
/** Owner tokens of the visitor's latest comments; older ones drop off to keep the cookie small. */
const MAX_OWNED_COMMENTS = 40;

function visitorCookie() {
  return createCookie("visitor_id", {
    httpOnly: true,
    sameSite: "lax",
    secure: isSecureSite(),
    path: "/",
    maxAge: ONE_YEAR_SECONDS,
    secrets: cookieSecrets(),
  });
}

function ownerCookie() {
  return createCookie("comment_owner", {
    httpOnly: true,
    sameSite: "lax",
    secure: isSecureSite(),
    path: "/blog",
    maxAge: ONE_YEAR_SECONDS,
    secrets: cookieSecrets(),
  });
}

const visitorIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);
const ownedSchema = z.record(z.string().regex(/^\d+$/), z.string().min(1).max(200));

export type OwnedComments = Record<string, string>;

export interface Visitor {
  id: string;
  owned: OwnedComments;
  /** Set-Cookie values to send back when the visitor is new. */
  headers: Headers;
}

/** The anonymous visitor behind a request: a signed random id, created on first sight. */
export async function getVisitor(request: Request): Promise<Visitor> {
  const cookieHeader = request.headers.get("Cookie");
  const headers = new Headers();
  const existing = visitorIdSchema.safeParse(await visitorCookie().parse(cookieHeader));
  let id: string;
  if (existing.success) {
    id = existing.data;
  } else {
    id = crypto.randomUUID();
    headers.append("Set-Cookie", await visitorCookie().serialize(id));
  }
  const owned = ownedSchema.safeParse(await ownerCookie().parse(cookieHeader));
  return { id, owned: owned.success ? owned.data : {}, headers };
}

/** Set-Cookie value that remembers (or forgets) the owner token of one comment. */
export async function saveOwnedComments(owned: OwnedComments): Promise<string> {
  const entries = Object.entries(owned).slice(-MAX_OWNED_COMMENTS);
  return ownerCookie().serialize(Object.fromEntries(entries));
}
