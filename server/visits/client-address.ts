import type { IncomingMessage } from "node:http";

/**
 * The visitor's address as Express's `req.ip` would say under TRUST_PROXY (the same trust
 * function), for a request met before Express: the socket's peer, then X-Forwarded-For from the
 * nearest hop while each hop is trusted.
 */
export function clientAddress(req: IncomingMessage, trust: (address: string, hop: number) => boolean): string {
  let address = req.socket.remoteAddress ?? "";
  const forwarded = req.headers["x-forwarded-for"];
  if (!forwarded) return address;
  const hops = (Array.isArray(forwarded) ? forwarded.join(",") : forwarded).split(",").map((hop) => hop.trim()).filter(Boolean).reverse();
  for (let hop = 0; hop < hops.length; hop += 1) {
    if (!trust(address, hop)) break;
    address = hops[hop];
  }
  return address;
}
