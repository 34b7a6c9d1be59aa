import { io } from "socket.io-client";

/**
 * Listens for published or updated posts on the API's realtime channel and reports them at
 * once, so neither cached pages nor the blog index show an old post list after a publish.
 * Returns the function that closes the socket, which would otherwise outlive shutdown.
 */
export function startLiveIndex(apiBaseUrl: string, onPostsChanged: () => void, onSiteContentChanged: () => void = onPostsChanged): () => void {
  const api = new URL(apiBaseUrl);
  const socket = io(api.origin, {
    path: `${api.pathname.replace(/\/$/, "")}/ws`,
    transports: ["websocket"],
    reconnectionDelay: 1_000,
    reconnectionDelayMax: 30_000,
  });
  socket.on("blog:upserted", onPostsChanged);
  // Openings and case studies are shown on cached pages too (Career, About).
  socket.on("openings:changed", onPostsChanged);
  socket.on("case-studies:changed", onPostsChanged);
  // Published site content (company facts, services, …) shows on every page.
  socket.on("site-content:changed", onSiteContentChanged);
  // Events sent while no connection was up (before the first one, as a process starts, or between
  // two) are unknown: on every connection, what was cached meanwhile is treated as outdated.
  socket.on("connect", onSiteContentChanged);
  return () => {
    socket.disconnect();
  };
}
