import type { z } from "zod";
import { recordSchema } from "~/lib/consent/record.server";
import { stub, type Call } from "./stub";

/** POST /consents: the visitor's choice is kept as this record (201), or a failure. */
export const consents = (
  answer: z.input<typeof recordSchema> | Response | ((call: Call) => z.input<typeof recordSchema> | Response) = {
    id: "7b0e4c1a-3d4f-4a51-9b57-6d2f0c8e9a10",
  },
) => stub("post", "/consents", recordSchema, answer, { status: 201 });
