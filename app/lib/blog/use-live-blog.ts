import { useRevalidator } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { connectRealtime } from "./realtime-client";

export type LiveState = "connecting" | "connected" | "retrying" | "given-up";

interface LiveHandlers {
  onLikes?: (likesCount: number) => void;
  onComments?: (commentsCount: number) => void;
}

/** Joins the post's realtime room and reports like and comment counts as others change them. */
export function useLiveBlog(blogId: string, handlers: LiveHandlers): LiveState {
  const [state, setState] = useState<LiveState>("connecting");
  const { onLikes, onComments } = handlers;

  useEffect(() => {
    let cancelled = false;
    let cleanup = () => {};
    setState("connecting");
    connectRealtime()
      .then((socket) => {
        if (cancelled) {
          socket.disconnect();
          return;
        }
        const matches = (payload: { blog_id?: unknown }) => String(payload?.blog_id) === blogId;
        socket.on("connect", () => {
          setState("connected");
          socket.emit("join:blog", blogId);
        });
        socket.on("connect_error", (error) => console.warn("Live updates:", error.message));
        socket.io.on("reconnect_attempt", () => setState("retrying"));
        socket.io.on("reconnect_failed", () => setState("given-up"));
        socket.on("blog:like:updated", (payload: { blog_id?: unknown; likes_count?: unknown }) => {
          if (matches(payload)) onLikes?.(Math.max(0, Number(payload.likes_count) || 0));
        });
        socket.on("blog:comment:updated", (payload: { blog_id?: unknown; comments_count?: unknown }) => {
          if (matches(payload)) onComments?.(Math.max(0, Number(payload.comments_count) || 0));
        });
        cleanup = () => {
          if (socket.connected) socket.emit("leave:blog", blogId);
          socket.disconnect();
        };
      })
      .catch((error: unknown) => {
        console.warn("Live updates unavailable:", error);
        setState("given-up");
      });
    return () => {
      cancelled = true;
      cleanup();
    };
  }, [blogId, onLikes, onComments]);

  return state;
}

/** Delay before reloading a list after a publish, so the server's index has refreshed first. */
const UPSERT_SETTLE_MS = 300;
/** A busy server may hear of the publish after this page does: reload once more, later. */
const UPSERT_RECHECK_MS = 2_000;

/** Reloads the page's data when a post is published or updated elsewhere. */
export function useLivePostList(): void {
  const revalidator = useRevalidator();
  // The revalidate function changes identity between renders; the connection must not.
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  useEffect(() => {
    let cancelled = false;
    let cleanup = () => {};
    let timer: ReturnType<typeof setTimeout> | undefined;
    let recheck: ReturnType<typeof setTimeout> | undefined;
    connectRealtime()
      .then((socket) => {
        if (cancelled) {
          socket.disconnect();
          return;
        }
        socket.on("blog:upserted", () => {
          clearTimeout(timer);
          clearTimeout(recheck);
          timer = setTimeout(() => revalidate.current(), UPSERT_SETTLE_MS);
          recheck = setTimeout(() => revalidate.current(), UPSERT_RECHECK_MS);
        });
        cleanup = () => socket.disconnect();
      })
      .catch((error: unknown) => console.warn("Live updates unavailable:", error));
    return () => {
      cancelled = true;
      clearTimeout(timer);
      clearTimeout(recheck);
      cleanup();
    };
  }, []);
}
