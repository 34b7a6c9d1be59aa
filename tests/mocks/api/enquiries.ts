import type { z } from "zod";
import { receiptSchema } from "~/lib/forms/upstream.server";
import { stub, type StubAnswer } from "./stub";

/** What the API answers a stored enquiry or application with. */
export type ApiReceipt = z.input<typeof receiptSchema>;

/** Enquiry or application `id`, received now. */
export const apiReceipt = (id = 1, receivedAt = "2026-11-23T10:00:00Z"): ApiReceipt => ({ id, received_at: receivedAt });

/** POST /enquiries (the quote and contact forms): the receipt (201), or a failure. */
export const enquiries = (answer: StubAnswer<ApiReceipt> = apiReceipt()) => stub("post", "/enquiries", receiptSchema, answer, { status: 201 });

/** POST /applications (the career form, multipart with the resume): the receipt (201), or a failure. */
export const applications = (answer: StubAnswer<ApiReceipt> = apiReceipt()) => stub("post", "/applications", receiptSchema, answer, { status: 201 });
