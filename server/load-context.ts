import type { AppLoadContext } from "@remix-run/node";
import type express from "express";
import type { BlogChanges } from "./blog-changes";
import type { Notifications } from "./mail/notifications-types";
import type { FormTokens } from "./outbox/form-tokens";
import type { Outbox } from "./outbox/outbox";

export type { OutboxItem } from "./outbox/payload";
export type { ArrivedLead, Notifications } from "./mail/notifications-types";

/** The part of the outbox the app uses: keeping a submission the API could not take. */
export type SubmissionOutbox = Pick<Outbox, "add">;

/** The honeypot timestamps already sent with a lead form, so one cannot back a second submission. */
export type FormTokenLedger = Pick<FormTokens, "claim" | "release">;

/** The app follows published posts through this; the server announces them. */
type BlogChangeFeed = Pick<BlogChanges, "subscribe">;

/**
 * What the server gives the Remix app with each request: the only way the app reaches the
 * server's parts. The app imports these types, never the server's modules.
 */
declare module "@remix-run/node" {
  interface AppLoadContext {
    cspNonce: string;
    /** The visitor's address (behind TRUST_PROXY), for rate limits and the API's own limits. */
    clientIp: string;
    /** Keeps enquiries and applications the API could not take yet, until they are delivered. */
    outbox?: SubmissionOutbox;
    /**
     * Which submission each lead form page's honeypot timestamp went with (always set by the
     * server; absent only in tests that build a context by hand, and then nothing is checked).
     */
    formTokens?: FormTokenLedger;
    /** Published or changed posts, so the app's blog index refreshes at once. */
    blogChanges?: BlogChangeFeed;
    /**
     * Email to staff: new leads, reminders, invitation and password-reset links. Always set by the
     * server (`enabled: false` without SMTP_URL); absent only in tests that build a context by hand.
     */
    notifications?: Notifications;
    /**
     * Runs `task` once the answer has gone out (or the visitor left): work the visitor must not
     * wait for, nor be able to time, such as queueing a reset link's email. Absent in tests that
     * build a context by hand.
     */
    afterResponse?: (task: () => Promise<unknown>) => void;
    /** What an action learnt of the visitor (a new id, a new comment), for the page it renders next. */
    visitor?: { id?: string; owned?: Record<string, string> };
    /**
     * On a document request, loader data the page renders but leaves out of the document's
     * hydration data (app/lib/shell/held-parts.server.ts); absent on `.data` requests.
     */
    heldParts?: Map<string, unknown>;
  }
}

export type LoadContextFactory = (req: express.Request, res: express.Response) => AppLoadContext;

export function loadContextFactory(shared: Pick<AppLoadContext, "outbox" | "formTokens" | "blogChanges" | "notifications">): LoadContextFactory {
  return (req, res) => ({
    cspNonce: res.locals.cspNonce as string,
    clientIp: req.ip ?? req.socket.remoteAddress ?? "",
    // Remix's client fetches loader data from `<path>.data`; anything else renders a document.
    heldParts: req.path.endsWith(".data") ? undefined : new Map(),
    afterResponse: (task) => {
      res.once("close", () => void task().catch((error: unknown) => console.error("[site] work after the answer failed:", error)));
    },
    ...shared,
  });
}
