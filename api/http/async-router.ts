import { type NextFunction, type Request, type RequestHandler, type Response, Router } from "express";

type Handler = (req: Request, res: Response, next: NextFunction) => unknown;

/** Express 4 ignores a handler's rejected promise; this hands the error to the error handler instead. */
export function route(handler: Handler): RequestHandler {
  return (req, res, next) => {
    const result = handler(req, res, next);
    if (result instanceof Promise) result.catch(next);
  };
}

const METHODS = ["get", "post", "put", "patch", "delete"] as const;

/** A Router whose handlers may be async functions: each goes through `route`. */
export function asyncRouter(): Router {
  const router = Router();
  for (const method of METHODS) {
    const register = router[method].bind(router) as (path: string, ...handlers: Handler[]) => Router;
    router[method] = ((path: string, ...handlers: Handler[]) =>
      register(path, ...handlers.map(route))) as Router[typeof method];
  }
  return router;
}
