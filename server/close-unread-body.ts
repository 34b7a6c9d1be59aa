import type { ServerResponse } from "node:http";
import type { RequestHandler } from "express";

/**
 * A body refused before it was read to the end (400, 413, 415, 429: the page's and the API's
 * limits stop reading, and a refused stream may tear the socket down after the answer) leaves the
 * connection unusable: the client's next request on it was reset. So an answer sent while the
 * body is still arriving says `Connection: close`, and the client opens a fresh connection.
 */
export const closeWhenBodyUnread: RequestHandler = (req, res, next) => {
  const hasBody = req.headers["content-length"] !== undefined || req.headers["transfer-encoding"] !== undefined;
  if (!hasBody) return next();
  const raw: ServerResponse = res;
  const writeHead = raw.writeHead;
  raw.writeHead = function (this: ServerResponse, ...args: Parameters<ServerResponse["writeHead"]>) {
    if (!req.complete && !this.headersSent) this.setHeader("Connection", "close");
    return writeHead.apply(this, args);
  } as ServerResponse["writeHead"];
  next();
};
