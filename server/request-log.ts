import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type express from "express";
import pino, { type DestinationStream } from "pino";
import { pinoHttp } from "pino-http";

/** An id a proxy or load balancer gave the request is kept, if it looks like one. */
const FORWARDED_ID = /^[\w.:@-]{1,100}$/;
const PROBES = new Set(["/healthz", "/readyz"]);
const MESSAGE = "request completed";

type LoggedRequest = IncomingMessage & { originalUrl?: string; id?: unknown };

/** The path alone: a query string may carry a search, an e-mail address or a token. */
function pathOf(req: LoggedRequest): string {
  const url = req.originalUrl ?? req.url ?? "";
  const query = url.indexOf("?");
  return query === -1 ? url : url.slice(0, query);
}

/** The id a proxy gave the request, or a new one. */
function idOf(req: IncomingMessage): string {
  const given = req.headers["x-request-id"];
  return typeof given === "string" && FORWARDED_ID.test(given) ? given : randomUUID();
}

function requestId(req: IncomingMessage, res: ServerResponse): string {
  const id = idOf(req);
  res.setHeader("X-Request-Id", id);
  return id;
}

/**
 * The middleware, and the same line written by hand for an answer sent before Express (a
 * cached page, server/page-cache/fast-path.ts), which sets its headers in one go.
 */
export type RequestLog = express.RequestHandler & {
  /** The request's id: the proxy's, or a new one; the caller sends it as X-Request-Id. */
  idOf(req: IncomingMessage): string;
  /** Writes the line for an answer already sent. */
  answered(req: IncomingMessage, id: string, statusCode: number, startedAt: number): void;
};

/**
 * One JSON line per answered request (method, path, status, time taken, request id) on standard
 * output. Serializers pick those fields from the request and response themselves, so headers
 * (cookies, Authorization), query strings and bodies never reach a log line. Health probes,
 * asked every few seconds, are not logged.
 */
export function requestLog(destination: DestinationStream = pino.destination({ sync: false })): RequestLog {
  const logger = pino({ base: undefined }, destination);
  const middleware = pinoHttp({
    logger,
    genReqId: requestId,
    wrapSerializers: false,
    serializers: {
      req: (req: LoggedRequest) => ({ id: req.id, method: req.method, path: pathOf(req) }),
      res: (res: ServerResponse) => ({ statusCode: res.statusCode }),
      err: pino.stdSerializers.err,
    },
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? "error" : "info"),
    autoLogging: { ignore: (req) => PROBES.has(pathOf(req)) },
  }) as unknown as express.RequestHandler;
  return Object.assign(middleware, {
    idOf,
    // The line pino would write, put together by hand: it is written for every cached page, where
    // pino's object walk and serialisation took a tenth of the server's time. The id and method
    // are plain tokens (FORWARDED_ID, the HTTP parser); the path alone needs escaping.
    answered(req: IncomingMessage, id: string, statusCode: number, startedAt: number) {
      const time = Date.now();
      destination.write(
        `{"level":30,"time":${time},"req":{"id":"${id}","method":"${req.method}","path":${JSON.stringify(pathOf(req))}},` +
          `"res":{"statusCode":${statusCode}},"responseTime":${time - startedAt},"msg":"${MESSAGE}"}\n`,
      );
    },
  });
}
