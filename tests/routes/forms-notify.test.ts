import { HttpResponse } from "msw";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { action as careerAction } from "~/routes/career";
import { action as contactAction } from "~/routes/contact";
import { action as quoteAction } from "~/routes/quote";
import type { ArrivedLead, Notifications } from "../../server/load-context";
import { retryDelayMs } from "../../contract/backoff";
import { OutboxWorker } from "../../server/outbox/worker";
import { enquiryCountries } from "../mocks/api/countries";
import { apiReceipt, applications, enquiries } from "../mocks/api/enquiries";
import { failure } from "../mocks/api/stub";
import type { FormReply } from "~/lib/forms/form-reply";
import { newAddress, openTestOutbox, tempDir } from "./forms-fixtures";
import { callAction, postRequest } from "../support/route";
import type { Outbox } from "../../server/outbox/outbox";

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

const RECEIVED_AT = "2026-11-23T16:42:00.000Z";
const stored = (id: number) => apiReceipt(id, RECEIVED_AT);

function recorder() {
  const told: ArrivedLead[] = [];
  const notifications: Notifications = {
    enabled: true,
    leadArrived: async (lead) => void told.push(lead),
    staffLink: async () => {},
  };
  return { told, notifications };
}

const contact = {
  name: "Meera Joshi",
  email: "meera@example.com",
  countryCode: "+971",
  phone: "50 123 4567",
  service: "Custom Web & Mobile App Development",
  message: "Please call me.",
  consent: "on",
};

describe("staff are told of a stored lead", () => {
  beforeEach(() => void enquiryCountries());

  it("tells of an enquiry once the API has stored it, with its id and the form", async () => {
    enquiries(stored(42));
    const { told, notifications } = recorder();
    const { data: reply } = await callAction<FormReply>(contactAction, postRequest("/contact", contact), {}, { cspNonce: "", clientIp: newAddress(), notifications });
    expect(reply.outcome).toBe("sent");
    expect(told).toEqual([
      {
        kind: "enquiry",
        id: 42,
        receivedAt: RECEIVED_AT,
        form: "contact",
        name: "Meera Joshi",
        email: "meera@example.com",
        phone: "+971501234567",
        service: "Custom Web & Mobile App Development",
        message: "Please call me.",
        utm: null,
        source: null,
      },
    ]);
  });

  it("tells of an application with its position and résumé", async () => {
    applications(stored(7));
    const { told, notifications } = recorder();
    const data = new FormData();
    const pdf = new TextEncoder().encode("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n");
    for (const [name, value] of Object.entries({ fullName: "Ravi Kumar", email: "ravi@example.com", countryCode: "+91", phone: "99887 76655", position: "Frontend Developer", cover: "I build React apps." })) {
      data.append(name, value);
    }
    data.append("resume", new File([pdf], "Ravi CV.pdf", { type: "application/pdf" }));
    const { data: reply } = await callAction<FormReply>(careerAction, postRequest("/career", data), {}, { cspNonce: "", clientIp: newAddress(), notifications });
    expect(reply.outcome).toBe("sent");
    expect(told[0]).toMatchObject({
      kind: "application",
      id: 7,
      form: "career",
      name: "Ravi Kumar",
      position: "Frontend Developer",
      message: "I build React apps.",
      resume: { filename: "Ravi CV.pdf", contentType: "application/pdf", size: pdf.byteLength },
    });
  });

  it("tells nothing while a submission waits in the outbox, and tells when the outbox delivers it", async () => {
    enquiries(HttpResponse.error());
    const { told, notifications } = recorder();
    const quote = { ...contact, name: "Asha Verma", utm_source: "google" };
    const { data: reply } = await callAction<FormReply>(quoteAction, postRequest("/quote", quote), {}, { cspNonce: "", clientIp: newAddress(), outbox, notifications });
    expect(reply.outcome).toBe("queued");
    expect(told).toEqual([]);

    enquiries(stored(43));
    const worker = new OutboxWorker(outbox, { log: { info: vi.fn(), warn: vi.fn(), error: vi.fn() }, onDelivered: notifications.leadArrived });
    clock.advance(retryDelayMs(1));
    expect(await worker.runOnce()).toMatchObject({ delivered: 1 });
    expect(told).toEqual([expect.objectContaining({ kind: "enquiry", id: 43, form: "quote", name: "Asha Verma", utm: { utm_source: "google" } })]);
  });

  it("tells nothing when the API refuses the lead", async () => {
    enquiries(failure(400, "Bad phone"));
    const { told, notifications } = recorder();
    const { data: reply } = await callAction<FormReply>(contactAction, postRequest("/contact", contact), {}, { cspNonce: "", clientIp: newAddress(), notifications });
    expect(reply.outcome).toBeUndefined();
    expect(told).toEqual([]);
  });
});
