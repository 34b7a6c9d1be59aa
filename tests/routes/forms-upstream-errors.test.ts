import { HttpResponse, type JsonBodyType } from "msw";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FormReply } from "~/lib/forms/form-reply";
import { action as careerAction } from "~/routes/career";
import { action as contactAction } from "~/routes/contact";
import { action as quoteAction } from "~/routes/quote";
import { action as postAction } from "~/routes/blog.$slug";
import type { Outbox } from "../../server/outbox/outbox";
import { createComment } from "../mocks/api/comments";
import { enquiryCountries } from "../mocks/api/countries";
import { applications, enquiries } from "../mocks/api/enquiries";
import { malformed } from "../mocks/api/stub";
import { withHoneypot } from "../support/honeypot";
import { callAction, loadContext, postRequest } from "../support/route";
import { newAddress, openTestOutbox, tempDir } from "./forms-fixtures";

/** What a backend might leak: none of it may reach the visitor. */
const SECRET = "SQLSTATE 23505 secret";
const RETRY = "Please retry or contact us at +91 73140 05678.";

const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n");

interface FormUnderTest {
  name: string;
  what: string;
  /** The fields the visitor typed; every one must come back. */
  typed: Record<string, string>;
  /** The API's name for the email field and the form's, as a refusal names it. */
  apiEmail: string;
  formEmail: string;
  stub(answer: Response): void;
  post(outbox?: Outbox): ReturnType<typeof callAction<FormReply>>;
  /** Where the spec fixes one sentence for every other failure. */
  failed?: string;
}

const enquiry = {
  name: "Meera Joshi",
  email: "meera@example.com",
  countryCode: "+971",
  phone: "50 123 4567",
  service: "E-commerce Marketing (Amazon & Flipkart)",
  message: "Please call me about our Flipkart store.",
};

const post = (path: string, action: Parameters<typeof callAction>[0], body: Record<string, string> | FormData, outbox?: Outbox) =>
  callAction<FormReply>(action, postRequest(path, body), { slug: "some-post" }, loadContext({ clientIp: newAddress(), ...(outbox ? { outbox } : {}) }));

/** An enquiry form checks the typed country code against the API's list first. */
const postEnquiry = (path: string, action: Parameters<typeof callAction>[0], body: Record<string, string>, outbox?: Outbox) => {
  enquiryCountries();
  return post(path, action, body, outbox);
};

const career = { fullName: "Ravi Kumar", email: "ravi@example.com", countryCode: "+91", phone: "99887 76655", position: "Frontend Developer", cover: "I build accessible React apps." };

function careerForm(): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(career)) data.append(name, value);
  data.append("resume", new File([PDF], "Ravi CV.pdf", { type: "application/pdf" }));
  return data;
}

const comment = { intent: "comment", blogId: "7", name: "Asha", comment: "Kept text, please" };

const forms: FormUnderTest[] = [
  {
    name: "contact",
    what: "message",
    typed: enquiry,
    apiEmail: "email",
    formEmail: "email",
    stub: (answer) => enquiries(answer),
    post: (outbox) => postEnquiry("/contact", contactAction, enquiry, outbox),
  },
  {
    name: "quote",
    what: "message",
    typed: { ...enquiry, consent: "on" },
    apiEmail: "email",
    formEmail: "email",
    stub: (answer) => enquiries(answer),
    post: (outbox) => postEnquiry("/quote", quoteAction, { ...enquiry, consent: "on" }, outbox),
  },
  {
    name: "career",
    what: "application",
    typed: career,
    apiEmail: "email",
    formEmail: "email",
    stub: (answer) => applications(answer),
    post: (outbox) => post("/career", careerAction, careerForm(), outbox),
  },
  {
    name: "blog comment",
    what: "comment",
    typed: { name: "Asha", comment: "Kept text, please" },
    apiEmail: "content",
    formEmail: "comment",
    stub: (answer) => createComment(7, answer),
    post: () => post("/blog/some-post", postAction, withHoneypot(comment)),
    failed: "Failed to save comment. Please try again.",
  },
];

const storage = tempDir();
let outbox: Outbox;
beforeAll(async () => {
  ({ outbox } = await openTestOutbox(storage.dir));
});
afterAll(async () => {
  await outbox.close();
  storage.remove();
});

const json = (status: number, body: JsonBodyType, headers: Record<string, string> = {}) => HttpResponse.json(body, { status, headers });
const text = (status: number, body: string, type = "text/plain") => new HttpResponse(body, { status, headers: { "Content-Type": type } });

/** The answer with the visitor's input kept, no success claimed and no trace of the backend's words. */
function expectRefused(form: FormUnderTest, reply: FormReply) {
  expect(reply.outcome).toBeUndefined();
  expect(reply.result.initialValue).toMatchObject(form.typed);
  expect(JSON.stringify(reply)).not.toContain("SQLSTATE");
}

describe.each(forms)("the $name form, when the backend does not take it", (form) => {
  const couldNotSend = form.failed ? [form.failed] : [`Your ${form.what} could not be sent: our form is not working right now.`, RETRY];

  it.each([
    ["404 with a JSON message", json(404, { message: SECRET })],
    ["404 with plain text", text(404, SECRET)],
    ["405 with an HTML page", text(405, `<h1>${SECRET}</h1>`, "text/html")],
    ["403 (a wrong site key)", json(403, { error: SECRET })],
  ])("says it could not be sent on a %s, never 'Not found'", async (_case, answer) => {
    form.stub(answer);
    const { status, data: reply } = await form.post(outbox);
    expect(status).toBe(502);
    expect(reply.result.error?.[""]).toEqual(couldNotSend);
    expectRefused(form, reply);
  });

  it("says it already reached the agency on a 409", async () => {
    form.stub(json(409, { message: SECRET }));
    const { status, data: reply } = await form.post(outbox);
    expect(status).toBe(409);
    expect(reply.result.error?.[""]).toEqual([`Your ${form.what} has already reached us. There is no need to send it again.`]);
    expectRefused(form, reply);
  });

  it.each([
    ["422 listing [{ field, message }]", json(422, { message: SECRET, errors: [{ field: form.apiEmail, message: SECRET }] })],
    ["400 listing { field: [messages] }", json(400, { message: SECRET, errors: { [form.apiEmail]: [SECRET] } })],
  ])("marks the field a %s names, in the site's words", async (_case, answer) => {
    form.stub(answer);
    const { status, data: reply } = await form.post(outbox);
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
    const label = form.formEmail === "email" ? "This email address" : "Your comment";
    expect(reply.result.error?.[form.formEmail]).toEqual([`${label} was not accepted. Please check it.`]);
    expect(reply.result.error?.[""]).toEqual(["Some details were not accepted. Please check the marked fields."]);
    expectRefused(form, reply);
  });

  it("keeps a refusal of fields the form does not have at the form's level", async () => {
    form.stub(json(422, { message: SECRET, errors: [{ field: "meta.utm.utm_source", message: SECRET }, { field: "constructor", message: SECRET }] }));
    const { status, data: reply } = await form.post(outbox);
    expect(status).toBe(422);
    expect(reply.result.error?.[""]).toEqual(form.failed ? [form.failed] : [`Your ${form.what} could not be accepted. Please check it and try again.`, RETRY]);
    expect(Object.keys(reply.result.error ?? {})).toEqual([""]);
    expectRefused(form, reply);
  });

  it("says how long to wait on a 429, from Retry-After, and passes it on", async () => {
    form.stub(json(429, { message: SECRET }, { "Retry-After": "150" }));
    const { status, headers, data: reply } = await form.post(outbox);
    expect(status).toBe(429);
    expect(headers.get("Retry-After")).toBe("150");
    expect(reply.result.error?.[""]).toEqual(["Too many attempts. Please try again in 3 minutes.", ...(form.failed ? [] : [RETRY])]);
    expectRefused(form, reply);
  });

  it("asks for a few minutes on a 429 without Retry-After", async () => {
    form.stub(json(429, { message: SECRET }));
    const { data: reply } = await form.post(outbox);
    expect(reply.result.error?.[""]).toEqual(["Too many attempts. Please wait a few minutes and try again.", ...(form.failed ? [] : [RETRY])]);
    expectRefused(form, reply);
  });

  it.each([
    ["an HTML page", text(201, `<html>${SECRET}</html>`, "text/html")],
    ["JSON that is not an object", malformed([SECRET], { status: 200 })],
  ])("never reports success on a 2xx with %s", async (_case, answer) => {
    const before = (await outbox.pending()).length;
    form.stub(answer);
    const { status, data: reply } = await form.post(outbox);
    expect(status).toBe(502);
    expect(reply.result.error?.[""]).toEqual(form.failed ? [form.failed] : [`We could not confirm that your ${form.what} reached us. Please send it again.`, RETRY]);
    expectRefused(form, reply);
    expect((await outbox.pending()).length).toBe(before);
  });

  it.each([
    ["a 500 with the backend's words", () => json(500, { message: SECRET })],
    ["a refused connection", () => HttpResponse.error()],
  ])("tells of %s with a retry message when nothing can keep the submission", async (_case, answer) => {
    form.stub(answer());
    const { status, data: reply } = await form.post();
    expect(status).toBe(502);
    expect(reply.result.error?.[""]).toEqual(form.failed ? [form.failed] : ["Something went wrong. Please try again later.", RETRY]);
    expectRefused(form, reply);
  });
});

// The spec's contact form does not read the answer: a backend may take a lead without a receipt.
describe.each(forms.filter((form) => !form.failed))("the $name form, when the backend takes it without a receipt", (form) => {
  it.each([
    // Off the built-in API's contract (no id), yet what a backend to the spec may send.
    ["an empty JSON object", () => malformed({}, { status: 201 })],
    ["a JSON message", () => malformed({ message: "Enquiry received" }, { status: 200 })],
    ["no body", () => new HttpResponse(null, { status: 204 })],
  ])("tells the visitor it was sent on %s, and keeps nothing to send again", async (_case, answer) => {
    const before = (await outbox.pending()).length;
    form.stub(answer());
    const { status, data: reply } = await form.post(outbox);
    expect(status).toBe(200);
    expect(reply.outcome).toBe("sent");
    expect((await outbox.pending()).length).toBe(before);
  });
});
