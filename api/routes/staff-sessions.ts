import type { Router } from "express";
import { z } from "zod";
import type { ApiContext } from "../context";
import { asyncRouter } from "../http/async-router";
import { found } from "../http/errors";
import { callerOf, memberOf } from "../http/staff-auth";
import { passwordInput } from "../http/staff-input";
import { emailSchema, jsonBody, parseId, parseInput } from "../http/validation";
import { STAFF } from "../limits";
import { signIn } from "../services/sign-in";
import { staffJson } from "../services/staff-members";
import { endSession, listSessions } from "../services/staff-sessions";
import { confirmTotp, disableTotp, startTotpSetup } from "../services/staff-totp";

const signInSchema = z.object({
  email: emailSchema,
  password: passwordInput.min(1),
  code: z
    .string()
    .trim()
    .max(10)
    .nullish()
    .transform((code) => code || null),
  // Browsers send long user agents now and then; keep what fits rather than refuse the sign-in.
  user_agent: z
    .string()
    .nullish()
    .transform((agent) => agent?.trim().slice(0, STAFF.userAgent) || null),
});

const codeSchema = z.object({ code: z.string().trim().min(1).max(10) });
const passwordSchema = z.object({ password: passwordInput.min(1) });

/** Sign-in, sign-out, "who am I", the member's sessions and two-factor (docs/api.md, Sessions). */
export function staffSessionRoutes({ db, staff, failures, totpIssuer }: ApiContext): Router {
  const router = asyncRouter();

  router.post("/staff/sessions", async (req, res) => {
    const input = parseInput(signInSchema, jsonBody(req));
    const signedIn = await signIn(db, failures, {
      email: input.email,
      password: input.password,
      code: input.code,
      userAgent: input.user_agent,
      address: req.ip ?? "unknown",
    });
    res.status(201).json(signedIn);
  });

  router.get("/staff/me", ...staff, async (_req, res) => {
    const { staff: me, session } = memberOf(res);
    res.json({ staff: staffJson(me), session: { id: session.id, expires_at: session.expiresAt.toISOString() } });
  });

  router.get("/staff/sessions", ...staff, async (_req, res) => {
    const { staff: me, session } = memberOf(res);
    res.json(await listSessions(db, me.id, session.id));
  });

  router.delete("/staff/sessions/current", ...staff, async (_req, res) => {
    await endSession(db, memberOf(res).session.id);
    res.status(204).end();
  });

  router.delete("/staff/sessions/:id", ...staff, async (req, res) => {
    const caller = callerOf(res);
    const ownSessionsOnly = caller.role === "owner" ? undefined : memberOf(res).staff.id;
    found(await endSession(db, parseId(req.params.id, "id"), ownSessionsOnly), "Session not found");
    res.status(204).end();
  });

  router.post("/staff/totp/setup", ...staff, async (_req, res) => {
    res.json(await startTotpSetup(db, memberOf(res).staff, totpIssuer));
  });

  router.post("/staff/totp/confirm", ...staff, async (req, res) => {
    const { code } = parseInput(codeSchema, jsonBody(req));
    // A code or password is a secret too: each try counts against the address until it is right.
    const attempt = await failures.startSecret(req);
    const confirmed = await confirmTotp(db, memberOf(res).staff, code);
    await attempt.accepted();
    res.json({ staff: staffJson(confirmed) });
  });

  router.delete("/staff/totp", ...staff, async (req, res) => {
    const { password } = parseInput(passwordSchema, jsonBody(req));
    const attempt = await failures.startSecret(req);
    const disabled = await disableTotp(db, memberOf(res).staff, password);
    await attempt.accepted();
    res.json({ staff: staffJson(disabled) });
  });

  return router;
}
