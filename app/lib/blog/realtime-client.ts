import type { Socket } from "socket.io-client";
import { publicEnv } from "../public-env";
import { visitorSettled } from "../visitor-settled";

const REALTIME_PATH = "/api/ws";
export const MAX_RETRIES = 3;
const RETRY_DELAY_MS = 3_000;
const CONNECT_TIMEOUT_MS = 20_000;

/**
 * Opens the realtime connection to the API's host (spec: websocket then polling, with
 * credentials, 20 s timeout, 3 retries 3 s apart). socket.io-client is loaded on demand, so
 * pages without live updates never download it, and on the first page only once the visitor
 * has settled in: counts that change while someone reads need not hold up the page's load.
 */
export async function connectRealtime(): Promise<Socket> {
  await visitorSettled();
  const { io } = await import("socket.io-client");
  return io(publicEnv().REALTIME_URL || undefined, {
    path: REALTIME_PATH,
    transports: ["websocket", "polling"],
    withCredentials: true,
    timeout: CONNECT_TIMEOUT_MS,
    reconnectionAttempts: MAX_RETRIES,
    reconnectionDelay: RETRY_DELAY_MS,
    reconnectionDelayMax: RETRY_DELAY_MS,
  });
}
