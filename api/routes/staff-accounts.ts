import type { Request, Router } from "express";
import { z } from "zod";
import { LAST_OWNER_DEMOTE, LAST_OWNER_REMOVE, LINK_NOT_VALID, STAFF_NAME_MAX_LENGTH } from "../../contract/staff";
import type { ApiContext } from "../context";
import { asyncRouter } from "../http/async-router";
import { conflict, notFound } from "../http/errors";
import type { FailureLimits } from "../http/failure-limits";
import { checkPassword, passwordInput, tokenInput } from "../http/staff-input";
import { emailSchema, jsonBody, optionalLine, parseId, parseInput, requiredLine } from "../http/validation";
import { acceptInvitation, findInvitation, invite } from "../services/staff-invitations";
import { withRoles } from "../http/roles-input";
import { changeRoles, listStaff, normalEmail, removeStaff, staffJson } from "../services/staff-members";
import { completePasswordReset, requestPasswordReset } from "../services/password-resets";

export const invitationSchema = withRoles({ email: emailSchema, name: optionalLine(STAFF_NAME_MAX_LENGTH) });

export const welcomeSchema = z.object({
  token: tokenInput,
  name: requiredLine(STAFF_NAME_MAX_LENGTH),
  password: passwordInput,
});

const MEMBER_NOT_FOUND = "Staff member not found";

export const rolesSchema = withRoles({});

export const resetRequestSchema = z.object({ email: emailSchema });
export const resetSchema = z.object({ token: tokenInput, password: passwordInput });

/**
 * Runs `lookUp` on a one-time link's token, which first takes an attempt from the address's
 * allowance for secrets (429 when spent): a bad token answers 404 and stays counted.
 */
async function withLinkToken<T>(req: Request, failures: FailureLimits, lookUp: () => Promise<T | null>): Promise<T> {
  const attempt = await failures.startSecret(req);
  const found = await lookUp();
  if (found === null) throw notFound(LINK_NOT_VALID);
  await attempt.accepted();
  return found;
}

/** Invitations, first passwords, members and "forgot password" (docs/api.md, Accounts). */
export function staffAccountRoutes({ db, can, site, failures, audit, events }: ApiContext): Router {
  const owner = can("staff.manage");
  const router = asyncRouter();

  router.post("/staff/invitations", ...owner, async (req, res) => {
    const input = parseInput(invitationSchema, jsonBody(req));
    const invitation = await invite(db, input);
    await audit(req, res, { action: "staff_invited", summary: `Invited ${invitation.email} as ${input.roles.join(", ")}`, details: { email: invitation.email, roles: input.roles } });
    res.status(201).json(invitation);
  });

  router.get("/staff/invitations/:token", async (req, res) => {
    res.json(await withLinkToken(req, failures, () => findInvitation(db, String(req.params.token))));
  });

  router.post("/staff/welcome", async (req, res) => {
    const input = parseInput(welcomeSchema, jsonBody(req));
    checkPassword(input.password);
    const staff = await withLinkToken(req, failures, () => acceptInvitation(db, input));
    const actor = { id: staff.id, name: staff.name };
    await audit(req, res, { action: "staff_joined", actor, subject: { type: "staff", id: staff.id }, summary: `${staff.email} accepted the invitation`, userAgent: null });
    res.status(201).json({ staff: staffJson(staff) });
  });

  router.get("/staff/members", ...owner, async (_req, res) => {
    res.json(await listStaff(db));
  });

  router.delete("/staff/members/:id", ...owner, async (req, res) => {
    const removed = await removeStaff(db, parseId(req.params.id, "id"));
    if (removed.outcome !== "removed") throw removed.outcome === "last-owner" ? conflict(LAST_OWNER_REMOVE) : notFound(MEMBER_NOT_FOUND);
    const { member } = removed;
    events.emit("staffAccessEnded", { staff_id: member.id });
    await audit(req, res, { action: "staff_removed", subject: { type: "staff", id: member.id }, summary: `Removed ${member.email}`, details: { email: member.email, roles: member.roles } });
    res.status(204).end();
  });

  router.patch("/staff/members/:id", ...owner, async (req, res) => {
    const id = parseId(req.params.id, "id");
    const { roles } = parseInput(rolesSchema, jsonBody(req));
    const changed = await changeRoles(db, id, roles);
    if (changed.outcome !== "changed") throw changed.outcome === "last-owner" ? conflict(LAST_OWNER_DEMOTE) : notFound(MEMBER_NOT_FOUND);
    const { member, before } = changed;
    if (before.join() !== roles.join()) {
      // Open inboxes heard what the old roles read: they close, and reconnect with the new ones.
      events.emit("staffAccessEnded", { staff_id: id });
      const summary = `Changed ${member.email} from ${before.join(", ") || "no role"} to ${roles.join(", ")}`;
      await audit(req, res, { action: "role_changed", subject: { type: "staff", id }, summary, details: { email: member.email, from: before, to: roles } });
    }
    res.json({ staff: staffJson(member) });
  });

  router.post("/staff/password-resets", site, async (req, res) => {
    const { email } = parseInput(resetRequestSchema, jsonBody(req));
    await failures.takeResetRequest(req.ip ?? "unknown", normalEmail(email));
    const reset = await requestPasswordReset(db, email);
    if (reset) res.status(201).json(reset);
    else res.status(200).json({ token: null });
  });

  router.post("/staff/password-resets/complete", async (req, res) => {
    const input = parseInput(resetSchema, jsonBody(req));
    checkPassword(input.password);
    const staff = await withLinkToken(req, failures, () => completePasswordReset(db, input.token, input.password));
    events.emit("staffAccessEnded", { staff_id: staff.id });
    const actor = { id: staff.id, name: staff.name };
    await audit(req, res, { action: "password_reset", actor, subject: { type: "staff", id: staff.id }, summary: `${staff.email} set a new password from a reset link`, userAgent: null });
    res.json({ staff: staffJson(staff) });
  });

  return router;
}
