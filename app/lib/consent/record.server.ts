import { z } from "zod";
import { apiRequest } from "../api-client.server";
import type { ConsentChoices, ConsentLanguage } from "./choices";

export const recordSchema = z.object({ id: z.string().uuid() });

interface ConsentRecord {
  noticeVersion: number;
  choices: ConsentChoices;
  language: ConsentLanguage;
  /** The record of the visitor's previous choice, which this one replaces. */
  replaces: string | null;
}

/**
 * Keeps the choice on the API, with the visitor's address for its rate limit only. The choice
 * applies even when no record can be kept (the API is down): the visitor's word comes first.
 */
export async function recordConsent(record: ConsentRecord, clientIp: string): Promise<string | null> {
  try {
    const answer = await apiRequest("/consents", {
      method: "POST",
      clientIp,
      body: {
        notice_version: record.noticeVersion,
        choices: record.choices,
        language: record.language,
        replaces: record.replaces,
      },
    });
    return recordSchema.parse(answer).id;
  } catch (error) {
    console.error("[consent] the choice was applied but not recorded:", error instanceof Error ? error.message : error);
    return null;
  }
}
