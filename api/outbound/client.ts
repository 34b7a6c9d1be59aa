import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import type { LookupFunction } from "node:net";
import { OUTBOUND } from "../limits";
import { isPublicAddress } from "./addresses";
import { type OutboundPolicy, hostOf, systemResolver, urlRefusal } from "./policy";

/**
 * What an outbound request came to: the status and a short class, never the body. Every way of
 * not reaching the receiver (an address the policy refuses, a name that does not resolve, a
 * closed port, a connection dropped before an answer) is the same "refused", so the answers
 * cannot be used to tell the ports or hosts of a network apart.
 */
export type OutboundResult = "refused" | "timed out" | "TLS error" | "redirect" | `HTTP ${number}`;

export interface OutboundAnswer {
  status: number | null;
  result: OutboundResult;
  /** The policy refused the URL or an address its name stands for: trying again cannot help. */
  blocked: boolean;
}

export interface OutboundRequest {
  method: "POST";
  headers: Record<string, string>;
  body: string;
  /** The whole request, from resolving the name to the answer's status line. Default OUTBOUND.timeoutMs. */
  timeoutMs?: number;
}

class Blocked extends Error {
  constructor() {
    super("refused by the outbound address policy");
  }
}

class TimedOut extends Error {}

/**
 * Resolves the name, checks every address it stands for, and hands the connection only the
 * addresses checked: what is connected to is what was checked, so a name that answers a public
 * address to a first query and a private one to the next (DNS rebinding) gains nothing.
 */
function checkedLookup(policy: OutboundPolicy): LookupFunction {
  const resolve = policy.resolve ?? systemResolver;
  return (hostname, options, callback) => {
    resolve(hostname)
      .then((found) => {
        const addresses = options.family ? found.filter((entry) => entry.family === options.family) : found;
        if (addresses.length === 0) throw Object.assign(new Error(`${hostname} has no address`), { code: "ENOTFOUND" });
        if (!policy.allowPrivate && !addresses.every((entry) => isPublicAddress(entry.address))) throw new Blocked();
        return addresses;
      })
      .then(
        (addresses) => (options.all ? callback(null, addresses) : callback(null, addresses[0].address, addresses[0].family)),
        (error: NodeJS.ErrnoException) => callback(error, ""),
      );
  };
}

/**
 * The one way the server sends a request a user chose the address of (webhooks; feeds later):
 * the URL and every address are checked against the policy at connection time, redirects are
 * answered as "redirect" and never followed, and the answer's body is not read.
 */
export function outboundRequest(target: string, init: OutboundRequest, policy: OutboundPolicy): Promise<OutboundAnswer> {
  const refused: OutboundAnswer = { status: null, result: "refused", blocked: false };
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return Promise.resolve({ ...refused, blocked: true });
  }
  if (urlRefusal(url, policy)) return Promise.resolve({ ...refused, blocked: true });

  return new Promise((settle) => {
    const secure = url.protocol === "https:";
    // Where the connection had got to when it failed: a failure between TCP and TLS is the certificate or the handshake.
    let stage: "connecting" | "handshake" | "open" = "connecting";
    const send = secure ? httpsRequest : httpRequest;
    const req = send(
      {
        method: init.method,
        host: hostOf(url),
        port: url.port || undefined,
        path: `${url.pathname}${url.search}`,
        headers: { ...init.headers, "Content-Length": String(Buffer.byteLength(init.body)) },
        lookup: checkedLookup(policy),
        // A connection of its own: a pooled one could have been opened under another policy.
        agent: false,
      },
      (res) => {
        clearTimeout(timer);
        const status = res.statusCode ?? 0;
        res.destroy();
        settle({ status, result: status >= 300 && status < 400 ? "redirect" : `HTTP ${status}`, blocked: false });
      },
    );
    const timer = setTimeout(() => req.destroy(new TimedOut()), init.timeoutMs ?? OUTBOUND.timeoutMs);
    req.on("socket", (socket) => {
      socket.once("connect", () => (stage = secure ? "handshake" : "open"));
      socket.once("secureConnect", () => (stage = "open"));
    });
    req.on("error", (error) => {
      clearTimeout(timer);
      if (error instanceof Blocked) settle({ ...refused, blocked: true });
      else if (error instanceof TimedOut) settle({ status: null, result: "timed out", blocked: false });
      else if (stage === "handshake") settle({ status: null, result: "TLS error", blocked: false });
      else settle(refused);
    });
    req.end(init.body);
  });
}
