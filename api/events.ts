import { EventEmitter } from "node:events";
import type { LeadKind } from "../contract/leads";
import type { BlogJson } from "./services/blog-json";

/** What the HTTP routes announce; realtime.ts relays it to socket.io rooms. */
export interface ApiEventMap {
  likeUpdated: { blog_id: number; likes_count: number };
  commentUpdated: { blog_id: number; comments_count: number };
  blogUpserted: { blog: BlogJson };
  /**
   * A public post unpublished, deleted or scheduled again: open lists reload (browsers get
   * `blog:upserted` with only the id, never the withdrawn post) and caches drop it.
   */
  blogWithdrawn: { blog_id: number };
  /** A comment edited or liked: no live event for readers, but cached pages show it. */
  commentChanged: { blog_id: number };
  /** Openings or case studies changed: the Career and About pages' caches must go. */
  openingsChanged: Record<string, never>;
  caseStudiesChanged: Record<string, never>;
  /** Site content published or restored to visitors: every page may show it. */
  siteContentChanged: { kind: string };
  /**
   * A lead arrived, changed status or owner, or was deleted: staff inboxes reload (realtime.ts).
   * Not in API_EVENT_NAMES: no cache of the site's pages holds leads, and the socket.io Redis
   * adapter already carries the staff broadcast to the other instances' sockets.
   */
  leadsChanged: { kind: LeadKind };
  /**
   * A session ended (sign-out, revoked) or every session of a member but one, or the member's
   * roles changed or they were removed: their live-inbox sockets close at once (realtime.ts).
   * Not in API_EVENT_NAMES either: the Redis adapter carries the disconnect to every instance.
   */
  staffAccessEnded: { session_id: number } | { staff_id: number; except_session_id?: number };
}

export type ApiEventName = keyof ApiEventMap;

export const API_EVENT_NAMES: readonly ApiEventName[] = [
  "likeUpdated",
  "commentUpdated",
  "blogUpserted",
  "blogWithdrawn",
  "commentChanged",
  "openingsChanged",
  "caseStudiesChanged",
  "siteContentChanged",
];

/**
 * "here" for a write made through this instance; "peer" for one another instance on the same
 * database made and relayed through Redis. Caches listen to both; realtime relays only "here",
 * since the socket.io Redis adapter already brings peers' broadcasts to this instance's clients.
 */
export type EventOrigin = "here" | "peer";

/**
 * Routes emit here whether or not socket.io is attached yet; with no listener an event is
 * simply dropped, which is the right outcome for an API running without realtime.
 */
export class ApiEvents {
  private readonly emitter = new EventEmitter();

  emit<K extends ApiEventName>(name: K, payload: ApiEventMap[K], origin: EventOrigin = "here"): void {
    this.emitter.emit(name, payload, origin);
  }

  on<K extends ApiEventName>(name: K, listener: (payload: ApiEventMap[K], origin: EventOrigin) => void): () => void {
    this.emitter.on(name, listener);
    return () => this.emitter.off(name, listener);
  }

  /** Any write on any instance: what caches of the blog's pages and data need to hear. */
  onAny(listener: () => void): () => void {
    const unsubscribers = API_EVENT_NAMES.map((name) => this.on(name, () => listener()));
    return () => unsubscribers.forEach((unsubscribe) => unsubscribe());
  }
}
