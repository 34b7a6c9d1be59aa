import type { Request, Router } from "express";
import { z } from "zod";
import { KNOWN_DEVICE_HEADER } from "../../contract/headers";
import { STAFF_NAME_MAX_LENGTH } from "../../contract/staff";
import type { ApiContext } from "../context";
import { asyncRouter } from "../http/async-router";
import { found } from "../http/errors";
import { callerOf, memberOf } from "../http/staff-auth";
import { checkPassword, passwordInput } from "../http/staff-input";
import { emailSchema, jsonBody, parseId, parseInput, requiredText } from "../http/validation";
import { STAFF } from "../limits";
import { recoveryCodesLeft } from "../services/recovery-codes";
import { signIn } from "../services/sign-in";
import { changePassword, endOtherSessions, renameStaff } from "../services/staff-account";
import { staffJson } from "../services/staff-members";
import { endSession, listSessions } from "../services/staff-sessions";
import { confirmTotp, disableTotp, regenerateRecoveryCodes, startTotpSetup } from "../services/staff-totp";

export const signInSchema = z.object({
  email: emailSchema,
  password: passwordInput.min(1),
  // A 6-digit code from the app, or a recovery code ("k7pq-3xma-w9tr", typed with spaces perhaps).
  code: z
    .string()
    .trim()
    .max(32)
    .nullish()
    .transform((code) => code || null),
  // Browsers send long user agents now and then; keep what fits rather than refuse the sign-in.
  user_agent: z
    .string()
    .nullish()
    .transform((agent) => agent?.trim().slice(0, STAFF.userAgent) || null),
});

/** A device id as the site mints it (random, base64url); anything else is no device. */
const DEVICE_ID = /^[A-Za-z0-9_-]{16,64}$/;

export const codeSchema = z.object({ code: z.string().trim().min(1).max(10) });
export const passwordSchema = z.object({ password: passwordInput.min(1) });
/** One line of text a person calls themselves by: no line breaks or other control characters. */
export const nameSchema = z.object({
  name: requiredText(STAFF_NAME_MAX_LENGTH).refine((name) => !/\p{Cc}/u.test(name), "must be one line without control characters"),
});
export const passwordChangeSchema = z.object({ current_password: passwordInput.min(1), password: passwordInput });

/** Sign-in, sign-out, "who am I", the member's account, sessions and two-factor (docs/api.md, Sessions). */
export function staffSessionRoutes({ db, staff, failures, totpIssuer, audit, fromSite, events }: ApiContext): Router {
  const router = asyncRouter();

  /** The known device the site vouches for (its key, its header); from anyone else, none. */
  const knownDeviceOf = (req: Request) => {
    const device = fromSite(req) ? req.get(KNOWN_DEVICE_HEADER) : undefined;
    return device && DEVICE_ID.test(device) ? device : null;
  };

  router.post("/staff/sessions", async (req, res) => {
    const input = parseInput(signInSchema, jsonBody(req));
    const signedIn = await signIn(db, failures, {
      email: input.email,
      password: input.password,
      code: input.code,
      userAgent: input.user_agent,
      address: req.ip ?? "unknown",
      knownDevice: knownDeviceOf(req),
      // Who tried is unknown: the log keeps the email typed (never the password) and, as the
      // subject, the account it names, if any.
      onFailure: (step, staffId) =>
        audit(req, res, {
          action: "sign_in_failed",
          actor: { id: null, name: input.email.trim().toLowerCase().slice(0, 254) },
          subject: staffId === null ? undefined : { type: "staff", id: staffId },
          summary: step === "password" ? "Wrong email or password" : "Wrong two-factor or recovery code",
          details: { step },
          userAgent: input.user_agent,
        }),
    });
    const { staff: member } = signedIn;
    const withRecovery = signedIn.second_step === "recovery_code";
    await audit(req, res, {
      action: "sign_in",
      actor: { id: member.id, name: member.name },
      subject: { type: "staff", id: member.id },
      summary: withRecovery ? `Signed in with a recovery code (${signedIn.recovery_codes_left} left)` : "Signed in",
      details: signedIn.second_step ? { second_step: signedIn.second_step } : {},
      userAgent: input.user_agent,
    });
    res.status(201).json(signedIn);
  });

  router.get("/staff/me", ...staff, async (_req, res) => {
    const { staff: me, session } = memberOf(res);
    res.json({
      staff: staffJson(me),
      session: { id: session.id, expires_at: session.expiresAt.toISOString() },
      recovery_codes_left: me.totpSecret ? await recoveryCodesLeft(db, me.id) : null,
    });
  });

  router.patch("/staff/me", ...staff, async (req, res) => {
    const me = memberOf(res).staff;
    const { name } = parseInput(nameSchema, jsonBody(req));
    const renamed = await renameStaff(db, me, name);
    if (name !== me.name) {
      await audit(req, res, { action: "name_changed", subject: { type: "staff", id: me.id }, summary: `Changed name from ${me.name} to ${name}`, details: { from: me.name, to: name } });
    }
    res.json({ staff: staffJson(renamed) });
  });

  router.post("/staff/me/password", ...staff, async (req, res) => {
    const { staff: me, session } = memberOf(res);
    const input = parseInput(passwordChangeSchema, jsonBody(req));
    checkPassword(input.password);
    // The current password is a secret tried like any other: counted against the address.
    const attempt = await failures.startSecret(req);
    const ended = await changePassword(db, me, session.id, { currentPassword: input.current_password, password: input.password });
    await attempt.accepted();
    events.emit("staffAccessEnded", { staff_id: me.id, except_session_id: session.id });
    await audit(req, res, { action: "password_changed", subject: { type: "staff", id: me.id }, summary: `Changed password; ${ended} other session(s) signed out`, details: { sessions_ended: ended } });
    res.json({ staff: staffJson(me), sessions_ended: ended });
  });

  router.get("/staff/sessions", ...staff, async (_req, res) => {
    const { staff: me, session } = memberOf(res);
    res.json(await listSessions(db, me.id, session.id));
  });

  router.delete("/staff/sessions/current", ...staff, async (req, res) => {
    const { session } = memberOf(res);
    await endSession(db, session.id);
    events.emit("staffAccessEnded", { session_id: session.id });
    await audit(req, res, { action: "sign_out", subject: { type: "session", id: session.id }, summary: "Signed out" });
    res.status(204).end();
  });

  router.delete("/staff/sessions/others", ...staff, async (req, res) => {
    const { staff: me, session } = memberOf(res);
    const ended = await endOtherSessions(db, me.id, session.id);
    events.emit("staffAccessEnded", { staff_id: me.id, except_session_id: session.id });
    await audit(req, res, { action: "other_sessions_ended", subject: { type: "staff", id: me.id }, summary: `Signed out everywhere else (${ended} session(s))`, details: { sessions_ended: ended } });
    res.json({ sessions_ended: ended });
  });

  router.delete("/staff/sessions/:id", ...staff, async (req, res) => {
    const caller = callerOf(res);
    const id = parseId(req.params.id, "id");
    const ownSessionsOnly = caller.roles.includes("owner") ? undefined : memberOf(res).staff.id;
    found(await endSession(db, id, ownSessionsOnly), "Session not found");
    events.emit("staffAccessEnded", { session_id: id });
    await audit(req, res, { action: "session_ended", subject: { type: "session", id }, summary: `Ended session ${id}` });
    res.status(204).end();
  });

  router.post("/staff/totp/setup", ...staff, async (_req, res) => {
    res.json(await startTotpSetup(db, memberOf(res).staff, totpIssuer));
  });

  router.post("/staff/totp/confirm", ...staff, async (req, res) => {
    const { code } = parseInput(codeSchema, jsonBody(req));
    // A code or password is a secret too: each try counts against the address until it is right.
    const attempt = await failures.startSecret(req);
    const me = memberOf(res).staff;
    const confirmed = await confirmTotp(db, me, code);
    await attempt.accepted();
    await audit(req, res, { action: "two_factor_on", subject: { type: "staff", id: me.id }, summary: "Turned two-factor sign-in on; 10 recovery codes issued" });
    res.json({ staff: staffJson(confirmed.staff), recovery_codes: confirmed.recoveryCodes });
  });

  router.post("/staff/totp/recovery-codes", ...staff, async (req, res) => {
    const { password } = parseInput(passwordSchema, jsonBody(req));
    const attempt = await failures.startSecret(req);
    const me = memberOf(res).staff;
    const codes = await regenerateRecoveryCodes(db, me, password);
    await attempt.accepted();
    await audit(req, res, { action: "recovery_codes_regenerated", subject: { type: "staff", id: me.id }, summary: "Made new recovery codes; the old ones stopped working" });
    res.status(201).json({ recovery_codes: codes });
  });

  router.delete("/staff/totp", ...staff, async (req, res) => {
    const { password } = parseInput(passwordSchema, jsonBody(req));
    const attempt = await failures.startSecret(req);
    const me = memberOf(res).staff;
    const updated = await disableTotp(db, me, password);
    await attempt.accepted();
    await audit(req, res, { action: "two_factor_off", subject: { type: "staff", id: me.id }, summary: "Turned two-factor sign-in off" });
    res.json({ staff: staffJson(updated) });
  });

  return router;
}
