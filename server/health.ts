import express from "express";

/** Whether one part the site needs (a database) answers. */
export type ReadinessCheck = () => Promise<boolean>;

function answer(res: express.Response, status: number, text: string) {
  res.status(status).set("Cache-Control", "no-store").type("text/plain").send(text);
}

/**
 * For load balancers and container platforms: `/healthz` says the process answers, `/readyz`
 * that its databases answer too (their migrations ran before the server began to listen).
 * Both are cheap and never cached.
 */
export function healthChecks(checks: ReadinessCheck[]): express.Router {
  const router = express.Router();
  router.get("/healthz", (_req, res) => answer(res, 200, "ok"));
  router.get("/readyz", (_req, res, next) => {
    Promise.all(checks.map((check) => check().catch(() => false)))
      .then((results) => (results.every(Boolean) ? answer(res, 200, "ready") : answer(res, 503, "not ready")))
      .catch(next);
  });
  return router;
}
