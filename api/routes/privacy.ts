import type { Router } from "express";
import { z } from "zod";
import type { ApiContext } from "../context";
import { asyncRouter } from "../http/async-router";
import { badRequest } from "../http/errors";
import { jsonBody, parseInput } from "../http/validation";
import { sha256Hex } from "../security/tokens";
import { countsOf, erasePerson, findPerson, personOf, type Person } from "../services/privacy";

export const querySchema = z.object({ q: z.string().trim().min(1, "Enter an email address or a phone number").max(200) });
export const eraseSchema = querySchema.extend({ confirm: z.literal(true, { errorMap: () => ({ message: "Confirm the erasure: confirm must be true" }) }) });

const PERSON_NEEDED = "Enter a whole email address or a phone number of at least 10 digits";

/** The audit log names the person by a hash only: it must not itself keep what was erased. */
const personHash = (person: Person) => sha256Hex("email" in person ? `email:${person.email}` : `phone:${person.phoneDigits}`).slice(0, 16);

/** India's DPDP Act: an owner finds, exports and erases what is held about one person (docs/privacy-requests.md). */
export function privacyRoutes({ db, can, audit }: ApiContext): Router {
  const router = asyncRouter();
  const owner = can("privacy.requests");
  const personFrom = (q: string) => {
    const person = personOf(q);
    if (!person) throw badRequest(PERSON_NEEDED);
    return person;
  };

  router.get("/staff/privacy", ...owner, async (req, res) => {
    const person = personFrom(parseInput(querySchema, req.query, "Query").q);
    const found = await findPerson(db, person);
    res.json({ counts: countsOf(found), ...found });
  });

  router.get("/staff/privacy/export", ...owner, async (req, res) => {
    const person = personFrom(parseInput(querySchema, req.query, "Query").q);
    const found = await findPerson(db, person, { withFiles: true });
    const counts = countsOf(found);
    await audit(req, res, { action: "privacy_exported", summary: `Exported one person's data (${personHash(person)})`, details: { person: personHash(person), counts } });
    res.attachment(`personal-data-${personHash(person)}.json`).json({ exported_at: new Date().toISOString(), counts, ...found });
  });

  router.post("/staff/privacy/erase", ...owner, async (req, res) => {
    const { q } = parseInput(eraseSchema, jsonBody(req));
    const person = personFrom(q);
    const counts = await erasePerson(db, person);
    await audit(req, res, { action: "privacy_erased", summary: `Erased one person's data (${personHash(person)})`, details: { person: personHash(person), counts } });
    res.json({ erased: counts });
  });

  return router;
}
