import { EventEmitter } from "node:events";
import type { BlogJson } from "./services/blog-json";

/** What the HTTP routes announce; realtime.ts relays it to socket.io rooms. */
export interface ApiEventMap {
  likeUpdated: { blog_id: number; likes_count: number };
  commentUpdated: { blog_id: number; comments_count: number };
  blogUpserted: { blog: BlogJson };
}

/**
 * Routes emit here whether or not socket.io is attached yet; with no listener an event is
 * simply dropped, which is the right outcome for an API running without realtime.
 */
export class ApiEvents {
  private readonly emitter = new EventEmitter();

  emit<K extends keyof ApiEventMap>(name: K, payload: ApiEventMap[K]): void {
    this.emitter.emit(name, payload);
  }

  on<K extends keyof ApiEventMap>(name: K, listener: (payload: ApiEventMap[K]) => void): () => void {
    this.emitter.on(name, listener);
    return () => this.emitter.off(name, listener);
  }
}
