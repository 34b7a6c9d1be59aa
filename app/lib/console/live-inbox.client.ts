import { io } from "socket.io-client";
import { publicEnv } from "../public-env";

const REALTIME_PATH = "/api/ws";
const TOKEN_URL = "/console/live-token";

/** A fresh live token from the console at each (re)connection; "" when signed out (the server refuses it). */
async function tokenFromConsole(): Promise<string> {
  try {
    const response = await fetch(TOKEN_URL, { headers: { Accept: "application/json" }, credentials: "same-origin", cache: "no-store" });
    const body: unknown = response.ok ? await response.json() : null;
    const token = body && typeof body === "object" ? (body as { token?: unknown }).token : undefined;
    return typeof token === "string" ? token : "";
  } catch {
    return "";
  }
}

export interface LiveInboxListeners {
  /** Some lead the person may read arrived or changed (or events may have been missed while away). */
  onChange(): void;
  /** Whether the socket is connected, for the quiet "Live" mark. */
  onLive(live: boolean): void;
}

/**
 * Connects to the API's staff namespace and reports lead changes. Loaded on demand by the
 * console's frame only, so visitors never download it. Returns the function that closes it.
 */
export function startLiveInbox({ onChange, onLive }: LiveInboxListeners): () => void {
  const origin = (publicEnv().REALTIME_URL ?? "").replace(/\/$/, "");
  const socket = io(`${origin}/staff`, {
    path: REALTIME_PATH,
    transports: ["websocket", "polling"],
    auth: (send) => void tokenFromConsole().then((token) => send({ token })),
    reconnectionDelay: 2_000,
    reconnectionDelayMax: 30_000,
  });
  let connectedBefore = false;
  socket.on("connect", () => {
    onLive(true);
    // Whatever changed while the connection was down was not heard: reload once.
    if (connectedBefore) onChange();
    connectedBefore = true;
  });
  // A refusal (signed out, no lead roles) is final: socket.io does not retry it, and the page stays a plain page.
  socket.on("disconnect", () => onLive(false));
  socket.on("connect_error", () => onLive(false));
  socket.on("leads:changed", () => onChange());
  return () => {
    socket.disconnect();
  };
}
