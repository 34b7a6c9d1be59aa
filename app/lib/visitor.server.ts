import crypto from "node:crypto";
import { type AppLoadContext, createCookie } from "@remix-run/node";

/** The part of the request context that carries what an action learnt of the visitor. */
export type VisitorContext = Pick<AppLoadContext, "visitor">;
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

/**
 * The anonymous visitor behind a post: a signed random id, created on first sight. Only a post
 * (a like) needs one; reading a page never creates it, so a first visit sets no cookie.
 */
export async function getVisitor(request: Request, context: VisitorContext): Promise<Visitor> {
  const known = await readVisitor(request, context);
  if (known.id) return { ...known, id: known.id };
  const id = crypto.randomUUID();
  known.headers.append("Set-Cookie", await visitorCookie().serialize(id));
  // The page rendered after this post still has the old cookies: tell it through the context.
  context.visitor = { ...context.visitor, id };
  return { ...known, id };
}

/**
 * The visitor as a page sees it: their id and comments if they have been here before, or
 * as the action of this same request just made them.
 */
export async function readVisitor(
  request: Request,
  context: VisitorContext,
): Promise<Omit<Visitor, "id"> & { id: string | null }> {
  const cookieHeader = request.headers.get("Cookie");
  const existing = visitorIdSchema.safeParse(await visitorCookie().parse(cookieHeader));
  const owned = ownedSchema.safeParse(await ownerCookie().parse(cookieHeader));
  return {
    id: existing.success ? existing.data : (context.visitor?.id ?? null),
    owned: context.visitor?.owned ?? (owned.success ? owned.data : {}),
    headers: new Headers(),
  };
}

/** Set-Cookie value that remembers (or forgets) the owner token of one comment. */
export async function saveOwnedComments(owned: OwnedComments, context: VisitorContext): Promise<string> {
  const kept = Object.fromEntries(Object.entries(owned).slice(-MAX_OWNED_COMMENTS));
  context.visitor = { ...context.visitor, owned: kept };
  return ownerCookie().serialize(kept);
}
