import type { Server as HttpServer, IncomingMessage } from "node:http";
import { createAdapter } from "@socket.io/redis-adapter";
import { createClient } from "redis";
import { Server } from "socket.io";
import { LEAD_KINDS, type LeadKind } from "../contract/leads";
import { type LiveSession, mayHearOf } from "./leads/live-token";
import { API_EVENT_NAMES, type ApiEventMap, type ApiEventName, type ApiEvents } from "./events";
import { MAX_ROOMS_PER_SOCKET } from "./limits";

export const REALTIME_PATH = "/api/ws";
/** Staff only: the live inbox. Its own namespace, so the blog's anonymous sockets never pass its check. */
const STAFF_NAMESPACE = "/staff";

export type CorsOrigin = string | string[] | boolean;

export interface RealtimeOptions {
  redisUrl?: string;
  /** Browser origins allowed besides the API's own; unset means same origin only. */
  corsOrigin?: CorsOrigin;
  /** The live session that signed a live token (api/leads/live-token.ts); unset: the staff namespace refuses everyone. */
  liveSessionOf?: (token: unknown) => Promise<LiveSession | null>;
}

type RedisClient = ReturnType<typeof createClient>;

const roomOf = (blogId: number) => `blog:${blogId}`;
const leadRoomOf = (kind: LeadKind) => `leads:${kind}`;
/** Every staff socket is in its session's room and its member's, so both can be closed at once. */
const sessionRoomOf = (sessionId: number) => `session:${sessionId}`;
const memberRoomOf = (staffId: number) => `member:${staffId}`;

/** Between instances only (socket.io's server-side emit through the Redis adapter), never to browsers. */
const PEER_WRITE = "api:write";

/** A blog id arrives as a number or numeric string from untrusted clients; anything else is ignored. */
export function blogIdFrom(value: unknown): number | null {
  const id = typeof value === "string" && /^\d{1,10}$/.test(value) ? Number(value) : value;
  return typeof id === "number" && Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}

/**
 * WebSockets are not covered by CORS, so a hostile page could otherwise open one with the
 * visitor's cookies; the Origin header is checked here for every transport.
 */
export function originAllowed(origin: string | undefined, host: string | undefined, allowed?: CorsOrigin): boolean {
  if (!origin) return true; // Not a browser: servers, tests, native apps.
  if (allowed === true) return true;
  const list = typeof allowed === "string" ? [allowed] : Array.isArray(allowed) ? allowed : [];
  if (list.includes(origin)) return true;
  try {
    return host !== undefined && new URL(origin).host === host;
  } catch {
    return false;
  }
}

function requestHost(req: IncomingMessage): string | undefined {
  const forwarded = req.headers["x-forwarded-host"];
  const value = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(",")[0]?.trim();
  return value || req.headers.host;
}

export class Realtime {
  private io: Server | null = null;
  private redisClients: RedisClient[] = [];
  private readonly unsubscribers: Array<() => void> = [];

  constructor(
    private readonly events: ApiEvents,
    private readonly options: RealtimeOptions = {},
  ) {}

  async attach(server: HttpServer): Promise<void> {
    if (this.io) throw new Error("Realtime is already attached to a server");
    const { corsOrigin, redisUrl } = this.options;
    const io = new Server(server, {
      path: REALTIME_PATH,
      serveClient: false,
      cors: corsOrigin ? { origin: corsOrigin, credentials: true } : undefined,
      allowRequest: (req, callback) => {
        const allowed = originAllowed(req.headers.origin, requestHost(req), corsOrigin);
        callback(allowed ? null : "Origin not allowed", allowed);
      },
    });
    this.io = io;

    if (redisUrl) {
      try {
        const [pub, sub] = await connectRedisPair(redisUrl);
        this.redisClients = [pub, sub];
        io.adapter(createAdapter(pub, sub));
      } catch (error) {
        await this.close();
        throw error;
      }
    }

    io.on("connection", (socket) => {
      socket.on("join:blog", (value: unknown, ack?: unknown) => {
        const blogId = blogIdFrom(value);
        // socket.rooms always holds the socket's own room as well.
        if (blogId === null || socket.rooms.size > MAX_ROOMS_PER_SOCKET) return;
        void Promise.resolve(socket.join(roomOf(blogId))).then(() => {
          if (typeof ack === "function") ack({ ok: true, room: roomOf(blogId) });
        });
      });
      socket.on("leave:blog", (value: unknown, ack?: unknown) => {
        const blogId = blogIdFrom(value);
        if (blogId === null) return;
        void Promise.resolve(socket.leave(roomOf(blogId))).then(() => {
          if (typeof ack === "function") ack({ ok: true, room: roomOf(blogId) });
        });
      });
    });

    this.serveStaff(io);

    // A peer's broadcast already reaches this instance's clients through the adapter: relay only writes made here.
    this.unsubscribers.push(
      this.events.on("likeUpdated", (payload, origin) => {
        if (origin === "here") io.to(roomOf(payload.blog_id)).emit("blog:like:updated", payload);
      }),
      this.events.on("commentUpdated", (payload, origin) => {
        if (origin === "here") io.to(roomOf(payload.blog_id)).emit("blog:comment:updated", payload);
      }),
      this.events.on("blogUpserted", (payload, origin) => {
        if (origin === "here") io.emit("blog:upserted", payload);
      }),
      this.events.on("blogWithdrawn", (payload, origin) => {
        if (origin === "here") io.emit("blog:upserted", { blog: null, blog_id: payload.blog_id });
      }),
      // A site server using this API from elsewhere clears its Career and About pages on these.
      this.events.on("openingsChanged", (_payload, origin) => {
        if (origin === "here") io.emit("openings:changed", {});
      }),
      this.events.on("caseStudiesChanged", (_payload, origin) => {
        if (origin === "here") io.emit("case-studies:changed", {});
      }),
      this.events.on("siteContentChanged", (payload, origin) => {
        if (origin === "here") io.emit("site-content:changed", payload);
      }),
    );
    if (redisUrl) this.shareWritesWithPeers(io);
  }

  /**
   * The live inbox: a socket shows a live token (handed out by POST /staff/live-token to a signed-in
   * member) or is refused before it hears anything, and joins only the rooms of the kinds of lead
   * its roles may read. Browsers hear only that something changed, never a name or an address: the
   * console reloads its own data, with its filters and page. It hears only while its session lasts
   * with the same roles: sign-out, a revoked session, a password change or reset, a role change or
   * a removal closes it at once, on every instance (through the Redis adapter).
   */
  private serveStaff(io: Server): void {
    const staff = io.of(STAFF_NAMESPACE);
    const { liveSessionOf } = this.options;
    const tokenOf = (auth: unknown) => (auth && typeof auth === "object" ? (auth as { token?: unknown }).token : undefined);
    staff.use((socket, next) => {
      const token = tokenOf(socket.handshake.auth);
      if (!liveSessionOf || typeof token !== "string") return next(new Error("Sign in first"));
      liveSessionOf(token).then(
        (live) => {
          if (!live) return next(new Error("Sign in again"));
          const kinds = LEAD_KINDS.filter((kind) => mayHearOf(live.roles, kind));
          if (kinds.length === 0) return next(new Error("Your roles do not include leads"));
          socket.data.live = live;
          next();
        },
        () => next(new Error("Try again later")),
      );
    });
    staff.on("connection", (socket) => {
      const live = socket.data.live as LiveSession;
      const kinds = LEAD_KINDS.filter((kind) => mayHearOf(live.roles, kind));
      void Promise.resolve(socket.join([...kinds.map(leadRoomOf), sessionRoomOf(live.sessionId), memberRoomOf(live.staffId)]))
        // Looked at again once in the rooms: a sign-out or role change between the first look and
        // the join closed no socket of this one's, so it is closed here.
        .then(() => liveSessionOf!(tokenOf(socket.handshake.auth)))
        .then(
          (now) => {
            if (!now || now.roles.join() !== live.roles.join()) socket.disconnect(true);
          },
          () => socket.disconnect(true),
        );
    });
    this.unsubscribers.push(
      this.events.on("leadsChanged", (payload, origin) => {
        if (origin === "here") staff.to(leadRoomOf(payload.kind)).emit("leads:changed", { kind: payload.kind });
      }),
      this.events.on("staffAccessEnded", (payload, origin) => {
        if (origin !== "here") return;
        if ("session_id" in payload) {
          staff.in(sessionRoomOf(payload.session_id)).disconnectSockets(true);
        } else {
          const sockets = staff.in(memberRoomOf(payload.staff_id));
          const kept = payload.except_session_id;
          (kept === undefined ? sockets : sockets.except(sessionRoomOf(kept))).disconnectSockets(true);
        }
      }),
    );
  }

  /**
   * Other instances on the same database keep caches of what a write changes (the blog list
   * here, pages in the site's server): each write made here is told to them, and theirs to this
   * instance's listeners as "peer" events.
   */
  private shareWritesWithPeers(io: Server): void {
    for (const name of API_EVENT_NAMES) {
      this.unsubscribers.push(
        this.events.on(name, (payload, origin) => {
          if (origin === "here") io.serverSideEmit(PEER_WRITE, name, payload);
        }),
      );
    }
    io.on(PEER_WRITE, (name: unknown, payload: unknown) => {
      if (API_EVENT_NAMES.includes(name as ApiEventName)) {
        this.events.emit(name as ApiEventName, payload as ApiEventMap[ApiEventName], "peer");
      }
    });
  }

  /**
   * Disconnects every client and stops the engine, but leaves the HTTP server to its owner:
   * socket.io's own close() would shut that down too.
   */
  async close(): Promise<void> {
    for (const unsubscribe of this.unsubscribers.splice(0)) unsubscribe();
    const io = this.io;
    this.io = null;
    if (io) {
      io.disconnectSockets(true);
      io.of(STAFF_NAMESPACE).disconnectSockets(true);
      await Promise.resolve(io.of("/").adapter.close()).catch(() => undefined);
      io.engine.close();
    }
    const clients = this.redisClients.splice(0);
    await Promise.all(clients.map((client) => (client.isOpen ? client.quit().catch(() => undefined) : undefined)));
  }
}

/** Fails within a few seconds when Redis cannot be reached at start, then reconnects for good once up. */
async function connectRedisPair(url: string): Promise<[RedisClient, RedisClient]> {
  let connected = false;
  const pub = createClient({
    url,
    socket: {
      connectTimeout: 5_000,
      reconnectStrategy: (retries) =>
        connected ? Math.min(retries * 200, 5_000) : retries >= 5 ? new Error("Redis is unreachable (REDIS_URL)") : 500,
    },
  });
  const sub = pub.duplicate();
  for (const client of [pub, sub]) {
    client.on("error", (error: Error) => {
      if (connected) console.error("[api] redis:", error.message);
    });
  }
  try {
    await Promise.all([pub.connect(), sub.connect()]);
  } catch (error) {
    await Promise.all([pub, sub].map((client) => client.disconnect().catch(() => undefined)));
    throw error;
  }
  connected = true;
  return [pub, sub];
}
