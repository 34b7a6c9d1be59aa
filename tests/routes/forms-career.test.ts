import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Outbox } from "../../server/outbox/outbox";
import { OutboxWorker } from "../../server/outbox/worker";
import { action } from "~/routes/career";
import { apiReceipt, applications } from "../mocks/api/enquiries";
import { failure, type Calls } from "../mocks/api/stub";
import type { FormReply } from "~/lib/forms/form-reply";
import { newAddress, openTestOutbox, tempDir } from "./forms-fixtures";
import { callAction, postRequest } from "../support/route";

const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n");

function application(overrides: Record<string, string | File | null> = {}): FormData {
  const fields: Record<string, string | File | null> = {
    fullName: "Ravi Kumar",
    email: "ravi@example.com",
    countryCode: "+91",
    phone: "99887 76655",
    position: "Frontend Developer",
    cover: "I build accessible React apps.",
    resume: new File([PDF], "Ravi CV.pdf", { type: "application/pdf" }),
    ...overrides,
  };
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== null) data.append(name, value);
  return data;
}

const storage = tempDir();
let outbox: Outbox;
let clock: Awaited<ReturnType<typeof openTestOutbox>>["clock"];

beforeAll(async () => {
  ({ outbox, clock } = await openTestOutbox(storage.dir));
});
afterAll(async () => {
  await outbox.close();
  storage.remove();
});

function post(body: FormData, ip = newAddress()) {
  return callAction<FormReply>(action, postRequest("/career", body), {}, {
    cspNonce: "",
    clientIp: ip,
    outbox,
  });
}

interface Received {
  fields: Record<string, string>;
  resume: { name: string; type: string; bytes: number[] } | null;
  key: string | null;
}

/** What the API received: each application's text fields, its resume and its idempotency key. */
async function receivedBy(calls: Calls): Promise<Received[]> {
  return Promise.all(
    calls.all.map(async (call) => {
      const form = call.body as FormData;
      const file = form.get("resume");
      const fields: Record<string, string> = {};
      for (const [name, value] of form) if (typeof value === "string") fields[name] = value;
      const resume = file instanceof File ? { name: file.name, type: file.type, bytes: [...new Uint8Array(await file.arrayBuffer())] } : null;
      return { fields, resume, key: call.headers.get("Idempotency-Key") };
    }),
  );
}

/** POST /applications storing each application it receives. */
const acceptApplications = () => applications((call) => apiReceipt(call.order));

describe("career action", () => {
  it("forwards the application and its resume as multipart to POST {api}/applications", async () => {
    const accepted = acceptApplications();
    const { data: reply, status } = await post(application());
    expect(status).toBe(200);
    expect(reply.outcome).toBe("sent");
    const received = await receivedBy(accepted);
    expect(received).toHaveLength(1);
    expect(received[0].fields).toEqual({
      full_name: "Ravi Kumar",
      email: "ravi@example.com",
      phone: "+919988776655",
      position: "Frontend Developer",
      cover: "I build accessible React apps.",
      // A hand-made post without the honeypot's timestamp: a page's form always has one.
      signals: JSON.stringify({ honeypot: true }),
    });
    expect(received[0].resume).toEqual({
      name: "Ravi CV.pdf",
      type: "application/pdf",
      bytes: [...PDF],
    });
    expect(received[0].key).toBeTruthy();
  });

  it("answers a missing resume and other bad input with 400, input kept", async () => {
    const { data: reply, status } = await post(
      application({
        fullName: "R",
        email: "ravi",
        phone: "12",
        position: "",
        resume: new File([], "", { type: "application/octet-stream" }),
      }),
    );
    expect(status).toBe(400);
    expect(reply.result.error).toEqual({
      fullName: ["Full name is required (min 2 chars)."],
      email: ["Valid email is required."],
      phone: ["Enter a valid phone number (6-15 digits)."],
      position: ["Please select a position."],
      resume: ["Please upload your resume (PDF, DOC or DOCX)."],
    });
    expect(reply.result.initialValue).toMatchObject({
      fullName: "R",
      cover: "I build accessible React apps.",
    });
  });

  it("judges the resume by its bytes, not its name", async () => {
    const { data: reply, status } = await post(
      application({
        resume: new File(["just text"], "cv.pdf", { type: "application/pdf" }),
      }),
    );
    expect(status).toBe(400);
    expect(reply.result.error?.resume).toEqual(["Resume must be a PDF, DOC or DOCX file."]);
    const wrongName = await post(application({ resume: new File([PDF], "cv.png", { type: "image/png" }) }));
    expect(wrongName.data.result.error?.resume).toEqual(["Resume must be a PDF, DOC or DOCX file."]);
  });

  it("refuses a resume over 5 MB with the size message and the other fields kept", async () => {
    const large = new Uint8Array(5 * 1024 * 1024 + 10);
    large.set(PDF);
    const { data: reply, status } = await post(
      application({
        resume: new File([large], "big.pdf", { type: "application/pdf" }),
      }),
    );
    expect(status).toBe(413);
    expect(reply.result.error?.resume).toEqual(["Resume must be 5 MB or smaller."]);
    expect(reply.result.initialValue).toMatchObject({
      fullName: "Ravi Kumar",
      email: "ravi@example.com",
      position: "Frontend Developer",
    });
  });

  it("shows the API's refusal on the resume in the site's words, never success", async () => {
    applications(failure(400, "resume content is not a PDF", { resume: ["resume content is not a PDF"] }));
    const { data: reply, status } = await post(application());
    expect(status).toBe(400);
    expect(reply.outcome).toBeUndefined();
    expect(reply.result.error).toEqual({
      "": ["Some details were not accepted. Please check the marked fields."],
      resume: ["This resume was not accepted. Please check it."],
    });
  });

  it("keeps the application and its resume in the outbox while the API is down, then delivers both", async () => {
    applications(failure(503, "oops"));
    const { data: reply } = await post(application({ email: "queued@example.com" }));
    expect(reply.outcome).toBe("queued");
    const [row] = (await outbox.pending()).filter((item) =>
      JSON.stringify(item.payload).includes("queued@example.com"),
    );
    expect(row.kind).toBe("application");
    expect([...row.file!]).toEqual([...PDF]);

    const accepted = acceptApplications();
    clock.advance(60_000);
    const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    expect(await new OutboxWorker(outbox, { log }).runOnce()).toMatchObject({
      delivered: 1,
    });
    const received = await receivedBy(accepted);
    expect(received).toHaveLength(1);
    expect(received[0].key).toBe(row.idempotencyKey);
    expect(received[0].fields.email).toBe("queued@example.com");
    expect(received[0].resume).toEqual({
      name: "Ravi CV.pdf",
      type: "application/pdf",
      bytes: [...PDF],
    });
    // Delivered resumes are the agency's; the site keeps no copy.
    expect((await outbox.find(row.idempotencyKey))?.file).toBeNull();
  });

  it("refuses a cross-site upload before reading it", async () => {
    const request = new Request("http://localhost/career", {
      method: "POST",
      body: application(),
      headers: {
        Origin: "https://evil.example",
        "Sec-Fetch-Site": "cross-site",
      },
    });
    const { status } = await callAction<FormReply>(action, request, {}, {
      cspNonce: "",
      clientIp: newAddress(),
      outbox,
    });
    expect(status).toBe(403);
    expect(request.bodyUsed).toBe(false);
  });
});
