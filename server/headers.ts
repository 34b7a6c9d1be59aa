import crypto from "node:crypto";
import type { IncomingMessage } from "node:http";
import type express from "express";
import helmet from "helmet";
import { allowsTags } from "../app/lib/consent/choices";
import { currentChoices } from "../app/lib/consent/consent-cookie.server";
import { TAG_MANAGER_SOURCES, type TagManagerDirective } from "../app/lib/consent/csp-sources";
import type { Env } from "../app/lib/env.server";

/**
 * The only headers a static file needs: the page policies (CSP and the rest) would add a
 * kilobyte to each of a page's many small requests and do nothing there.
 */
export const staticFileHeaders: express.RequestHandler = (_req, res, next) => {
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Cross-Origin-Resource-Policy", "same-origin");
  next();
};

const NONCE_BYTES = 16;
/** Random bytes for this many nonces are drawn at once: one call to the system's source, not one a request. */
const NONCES_PER_DRAW = 256;
let randomPool = Buffer.alloc(0);
let poolAt = 0;

/** A fresh nonce, never handed out twice: 16 random bytes, base64. */
function nextNonce(): string {
  if (poolAt >= randomPool.length) {
    randomPool = crypto.randomBytes(NONCE_BYTES * NONCES_PER_DRAW);
    poolAt = 0;
  }
  poolAt += NONCE_BYTES;
  return randomPool.toString("base64", poolAt - NONCE_BYTES, poolAt);
}

/** The same for every page and every request: the CSP, which varies, is set on its own. */
const securityHeaders = helmet({
  contentSecurityPolicy: false,
  crossOriginEmbedderPolicy: false,
  strictTransportSecurity: false,
  referrerPolicy: { policy: "strict-origin-when-cross-origin" },
});

/** Security headers of a page, its CSP allowing inline scripts by a nonce made for this request. */
export function pageHeaders(env: Env): express.RequestHandler[] {
  const cspNonce: express.RequestHandler = (_req, res, next) => {
    res.locals.cspNonce = nextNonce();
    next();
  };
  return [cspNonce, securityHeaders, httpsOnlyStrictTransport, contentSecurityPolicy(env), ownPolicyReplacesPage];
}

/**
 * A route that answers with a policy of its own (the résumé viewer: sandboxed, framed by the
 * console) replaces the page's instead of adding a second: Remix's adapter appends every header of
 * a route's answer, and a browser enforces each policy sent, so the page's `frame-ancestors 'none'`
 * kept the console's own frame empty.
 */
const ownPolicyReplacesPage: express.RequestHandler = (_req, res, next) => {
  const append = res.append.bind(res);
  res.append = (field, value) => (field.toLowerCase() === "content-security-policy" && value !== undefined ? res.set(field, value) : append(field, value));
  next();
};

/**
 * The headers helmet sets on a page, written down once at start: a cached page answered
 * before Express (server/page-cache/fast-path.ts) sends them without running helmet.
 */
export function fixedSecurityHeaders(): [string, string][] {
  const headers: [string, string][] = [];
  const recorder = {
    setHeader: (name: string, value: string | number) => void headers.push([name, String(value)]),
    removeHeader: () => {},
  };
  securityHeaders({} as express.Request, recorder as unknown as express.Response, () => {});
  return headers;
}

/** HSTS, two years with subdomains; sent only on https answers (RFC 6797 §7.2: never over plain http). */
const STRICT_TRANSPORT: [string, string] = ["Strict-Transport-Security", "max-age=63072000; includeSubDomains"];

/** req.secure is true for TLS here or, behind a proxy TRUST_PROXY trusts, X-Forwarded-Proto https. */
const httpsOnlyStrictTransport: express.RequestHandler = (req, res, next) => {
  if (req.secure) res.setHeader(...STRICT_TRANSPORT);
  next();
};

/**
 * HSTS for a raw request that came over https, by Express's own rule for req.secure (TLS, or the
 * first X-Forwarded-Proto from a proxy `trust` trusts): for answers sent before Express sees it.
 */
export function strictTransportFor(trust: (address: string, hop: number) => boolean) {
  return (req: IncomingMessage): string[] => {
    if (!(req.socket as { encrypted?: boolean }).encrypted) {
      // The header first: most requests have none, and asking the proxy rule parses an address.
      const proto = req.headers["x-forwarded-proto"];
      if ((Array.isArray(proto) ? proto[0] : proto)?.split(",")[0]?.trim() !== "https") return [];
      if (!trust(req.socket.remoteAddress ?? "", 0)) return [];
    }
    return [...STRICT_TRANSPORT];
  };
}

/** Stands for the request's nonce in a policy written once at start. */
const NONCE_SLOT = "{nonce}";

/**
 * The page's CSP. With GTM_ID set, Google's tag hosts are added only for a visitor whose
 * consent cookie allows the tag manager; everyone else gets the site's own policy. Each policy
 * is written once; a request only puts its nonce in (most are then served from the page cache,
 * which swaps the nonce for hashes anyway).
 */
function contentSecurityPolicy(env: Env): express.RequestHandler {
  const own = policy(env, false).split(NONCE_SLOT);
  const withTags = env.GTM_ID ? policy(env, true).split(NONCE_SLOT) : own;
  // A draft preview (`?preview=draft`) may be framed by the site's own pages: the console shows it
  // at phone and desktop width side by side. Every other page may be framed by nobody.
  const ownFramed = policy(env, false, true).split(NONCE_SLOT);
  return (req, res, next) => {
    const preview = req.query.preview === "draft";
    const parts = preview ? ownFramed : env.GTM_ID && allowsTags(currentChoices(req.headers.cookie)) ? withTags : own;
    res.setHeader("Content-Security-Policy", parts.join(res.locals.cspNonce as string));
    next();
  };
}

function policy(env: Env, tagManager: boolean, framedBySelf = false): string {
  const apiOrigin = env.API_BASE_URL ? new URL(env.API_BASE_URL).origin : null;
  const realtime = apiOrigin ? [apiOrigin, apiOrigin.replace(/^http/, "ws")] : [];
  const tags = (directive: TagManagerDirective) => (tagManager ? TAG_MANAGER_SOURCES[directive] : []);
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", `'nonce-${NONCE_SLOT}'`, ...tags("script-src")],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", ...tags("img-src")],
    "font-src": ["'self'"],
    "media-src": ["'self'", "data:"],
    "connect-src": ["'self'", ...realtime, ...(env.NODE_ENV === "production" ? [] : ["ws:"]), ...tags("connect-src")],
    // The contact map is an opt-in embed: nothing loads from Google until the visitor asks for it.
    // 'self': the console shows a résumé PDF in a sandboxed frame (its own answer is sandboxed too).
    "frame-src": ["'self'", "https://www.google.com", ...tags("frame-src")],
    "frame-ancestors": [framedBySelf ? "'self'" : "'none'"],
    "form-action": ["'self'"],
    "base-uri": ["'self'"],
    "object-src": ["'none'"],
    ...(env.SITE_URL.startsWith("https://") ? { "upgrade-insecure-requests": [] } : {}),
  };
  // Written as helmet writes it: directives joined by ";", sources by spaces.
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(" "))
    .join(";");
}
