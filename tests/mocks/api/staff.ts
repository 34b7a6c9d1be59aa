import type { z } from "zod";
import { meSchema, staffSchema } from "~/lib/console/api-types";
import { checked, stub } from "./stub";

/** A staff member as the staff API sends one. */
export type ApiStaff = z.input<typeof staffSchema>;

/** Asha, an owner without two-factor sign-in; `overrides` changes any field. */
export function apiStaff(overrides: Partial<ApiStaff> = {}): ApiStaff {
  return checked(staffSchema, {
    id: 1,
    email: "asha@agency.example",
    name: "Asha",
    role: "owner",
    totp_enabled: false,
    created_at: "2026-11-01T10:00:00Z",
    ...overrides,
  });
}

/** GET /staff/me: the session belongs to this staff member. */
export const staffMe = (staff: ApiStaff = apiStaff()) => stub("get", "/staff/me", meSchema, { staff });
