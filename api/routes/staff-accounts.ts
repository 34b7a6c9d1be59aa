import type { Request, Router } from "express";
import { z } from "zod";
import { LINK_NOT_VALID, STAFF_NAME_MAX_LENGTH, STAFF_ROLES } from "../../contract/staff";
import type { ApiContext } from "../context";
import { asyncRouter } from "../http/async-router";
import { conflict, notFound } from "../http/errors";
import type { FailureLimits } from "../http/failure-limits";
import { checkPassword, passwordInput, tokenInput } from "../http/staff-input";
import { emailSchema, jsonBody, optionalLine, parseId, parseInput, requiredLine } from "../http/validation";
import { acceptInvitation, findInvitation, invite } from "../services/staff-invitations";
import { listStaff, removeStaff, staffJson } from "../services/staff-members";
import { completePasswordReset, requestPasswordReset } from "../services/password-resets";

const invitationSchema = z.object({
  email: emailSchema,
  role: z.enum(STAFF_ROLES),
  name: optionalLine(STAFF_NAME_MAX_LENGTH),
});

const welcomeSchema = z.object({
  token: tokenInput,
  name: requiredLine(STAFF_NAME_MAX_LENGTH),
  password: passwordInput,
});

const resetRequestSchema = z.object({ email: emailSchema });
const resetSchema = z.object({ token: tokenInput, password: passwordInput });

/** Runs `use` on a one-time link's token; a bad one answers 404 and counts against the address. */
async function withLinkToken<T>(req: Request, failures: FailureLimits, lookUp: () => Promise<T | null>): Promise<T> {
  await failures.checkToken(req);
  const found = await lookUp();
  if (found === null) {
    await failures.tokenFailed(req);
    throw notFound(LINK_NOT_VALID);
  }
  return found;
}

/** Invitations, first passwords, members and "forgot password" (docs/api.md, Accounts). */
export function staffAccountRoutes({ db, owner, site, failures }: ApiContext): Router {
  const router = asyncRouter();

  router.post("/staff/invitations", ...owner, async (req, res) => {
    const input = parseInput(invitationSchema, jsonBody(req));
    res.status(201).json(await invite(db, input));
  });

  router.get("/staff/invitations/:token", async (req, res) => {
    res.json(await withLinkToken(req, failures, () => findInvitation(db, String(req.params.token))));
  });

  router.post("/staff/welcome", async (req, res) => {
    const input = parseInput(welcomeSchema, jsonBody(req));
    checkPassword(input.password);
    const staff = await withLinkToken(req, failures, () => acceptInvitation(db, input));
    res.status(201).json({ staff: staffJson(staff) });
  });

  router.get("/staff/members", ...owner, async (_req, res) => {
    res.json(await listStaff(db));
  });

  router.delete("/staff/members/:id", ...owner, async (req, res) => {
    const outcome = await removeStaff(db, parseId(req.params.id, "id"));
    if (outcome === "not-found") throw notFound("Staff member not found");
    if (outcome === "last-owner") throw conflict("The last owner cannot be removed: invite another owner first");
    res.status(204).end();
  });

  router.post("/staff/password-resets", site, async (req, res) => {
    const { email } = parseInput(resetRequestSchema, jsonBody(req));
    const reset = await requestPasswordReset(db, email);
    if (reset) res.status(201).json(reset);
    else res.status(200).json({ token: null });
  });

  router.post("/staff/password-resets/complete", async (req, res) => {
    const input = parseInput(resetSchema, jsonBody(req));
    checkPassword(input.password);
    const staff = await withLinkToken(req, failures, () => completePasswordReset(db, input.token, input.password));
    res.json({ staff: staffJson(staff) });
  });

  return router;
}
