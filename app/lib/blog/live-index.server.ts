import { io, type Socket } from "socket.io-client";
import { apiBaseUrl } from "../env.server";
import { pageCache } from "../http/page-cache.server";
import { invalidatePosts } from "./blog-index.server";

let socket: Socket | null = null;

/**
 * Listens for published or updated posts on the API's realtime channel and refreshes the
 * blog index at once, so lists never show a stale post list after a publish.
 */
export function startLiveIndex(): void {
  if (socket) return;
  const api = new URL(apiBaseUrl());
  socket = io(api.origin, {
    path: `${api.pathname.replace(/\/$/, "")}/ws`,
    transports: ["websocket"],
    reconnectionDelay: 1_000,
    reconnectionDelayMax: 30_000,
  });
  const outdated = () => {
    invalidatePosts();
    pageCache().clearBlogPages();
  };
  socket.on("blog:upserted", outdated);
  // Events missed while disconnected are unknown: treat the index as outdated on every reconnect.
  socket.io.on("reconnect", outdated);
}

export function stopLiveIndex(): void {
  socket?.disconnect();
  socket = null;
}
