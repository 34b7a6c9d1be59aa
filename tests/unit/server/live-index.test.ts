import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { http as stub, passthrough } from "msw";
import { Server } from "socket.io";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startLiveIndex } from "../../../server/live-index";
import { upstream } from "../../mocks/server";

/** A realtime endpoint like the API's (`/api/ws`), on a port of its own. */
async function realtime() {
  const http = createServer();
  const io = new Server(http, { path: "/api/ws", transports: ["websocket"] });
  await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
  const { port } = http.address() as AddressInfo;
  return { io, apiBaseUrl: `http://127.0.0.1:${port}/api`, close: () => new Promise<void>((resolve) => io.close(() => resolve())) };
}

const stops: Array<() => unknown> = [];
// The stubbed upstream (tests/setup/unit.ts) lets this real endpoint through.
beforeEach(() => upstream.use(stub.get(/^http:\/\/127\.0\.0\.1:\d+\/api\/ws\//, () => passthrough())));
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
});

describe("the live index of a site process", () => {
  it("treats its pages as outdated once it connects: a change sent before was not heard", async () => {
    const api = await realtime();
    stops.push(api.close);
    // Published while this process's listener is not connected yet, as when it has just started.
    api.io.emit("blog:upserted", { id: 1 });
    const posts = vi.fn();
    const siteContent = vi.fn();
    stops.push(startLiveIndex(api.apiBaseUrl, posts, siteContent));
    await vi.waitFor(() => expect(siteContent).toHaveBeenCalledTimes(1));
    expect(posts).not.toHaveBeenCalled();
  });

  it("hears each kind of change, and connects anew after losing its connection", async () => {
    const api = await realtime();
    stops.push(api.close);
    const posts = vi.fn();
    const siteContent = vi.fn();
    stops.push(startLiveIndex(api.apiBaseUrl, posts, siteContent));
    await vi.waitFor(() => expect(siteContent).toHaveBeenCalledTimes(1));

    for (const event of ["blog:upserted", "openings:changed", "case-studies:changed"]) api.io.emit(event, {});
    await vi.waitFor(() => expect(posts).toHaveBeenCalledTimes(3));
    api.io.emit("site-content:changed", {});
    await vi.waitFor(() => expect(siteContent).toHaveBeenCalledTimes(2));

    // The connection drops (the API restarts, say): the listener comes back and treats what it missed as changed.
    for (const socket of api.io.sockets.sockets.values()) socket.conn.close();
    await vi.waitFor(() => expect(siteContent).toHaveBeenCalledTimes(3), { timeout: 5_000 });
  });
});
