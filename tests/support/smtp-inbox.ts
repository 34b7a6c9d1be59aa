import type { AddressInfo } from "node:net";
import { SMTPServer, type SMTPServerDataStream } from "smtp-server";

/** A message as the tests read it: the headers people see, and the text and HTML bodies decoded. */
export interface ReceivedMail {
  from: string;
  to: string;
  replyTo: string;
  subject: string;
  text: string;
  html: string;
  /** Every header, lower-cased names, unfolded and decoded. */
  headers: Record<string, string>;
  /** Who the sending server addressed it to in the SMTP envelope (RCPT TO). */
  recipients: string[];
  /** Date.now() when the message was taken. */
  receivedAt: number;
}

export interface SmtpInboxOptions {
  /** 0 = any free port (read it back from `port`). */
  port: number;
  host?: string;
  /**
   * Takes only messages this accepts and answers the others 451 (try later): a spec can share a
   * port with another one's mail without swallowing it.
   */
  accept?: (mail: ReceivedMail) => boolean;
  /** When the port is taken (another test's inbox), wait up to this long for it to be free. */
  waitForPortMs?: number;
}

export interface SmtpInbox {
  readonly port: number;
  /** smtp://host:port, for SMTP_URL. */
  readonly url: string;
  readonly messages: ReceivedMail[];
  /** How many deliveries were answered with a refusal since start. */
  readonly refusals: number;
  /** The first message (already here or still to come) that matches; rejects after timeoutMs. */
  waitFor(predicate: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  /** Answers every delivery with this code (421 closes the connection, 451 refuses the message) until accept(), or for forMs. */
  refuse(options?: { code?: 421 | 451; forMs?: number }): void;
  accept(): void;
  close(): Promise<void>;
}

type SmtpError = Error & { responseCode?: number };

function smtpError(code: number, text: string): SmtpError {
  return Object.assign(new Error(text), { responseCode: code });
}

function decodeBytes(text: string, encoding: string): string {
  const kind = encoding.trim().toLowerCase();
  if (kind === "base64") return Buffer.from(text.replace(/\s+/g, ""), "base64").toString("utf8");
  if (kind === "quoted-printable") {
    const unwrapped = text.replace(/=\r?\n/g, "");
    const bytes: number[] = [];
    for (let i = 0; i < unwrapped.length; i += 1) {
      const hex = unwrapped.slice(i + 1, i + 3);
      if (unwrapped[i] === "=" && /^[0-9A-F]{2}$/i.test(hex)) {
        bytes.push(parseInt(hex, 16));
        i += 2;
      } else bytes.push(...Buffer.from(unwrapped[i], "utf8"));
    }
    return Buffer.from(bytes).toString("utf8");
  }
  return text;
}

/** RFC 2047 words (`=?UTF-8?Q?R=C3=A9sum=C3=A9?=`), joined where only space parts them. */
function decodeWords(value: string): string {
  return value
    .replace(/(=\?[^?]+\?[QB]\?[^?]*\?=)\s+(?==\?)/gi, "$1")
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_all, _charset: string, kind: string, data: string) =>
      kind.toUpperCase() === "B" ? decodeBytes(data, "base64") : decodeBytes(data.replace(/_/g, " "), "quoted-printable"),
    );
}

interface Part {
  headers: Record<string, string>;
  body: string;
}

function splitPart(raw: string): Part {
  const end = raw.search(/\r?\n\r?\n/);
  const head = end === -1 ? raw : raw.slice(0, end);
  const body = end === -1 ? "" : raw.slice(end).replace(/^\r?\n\r?\n/, "");
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = decodeWords(line.slice(colon + 1).trim());
  }
  return { headers, body };
}

/** The decoded bodies of each type in a message, looking into multipart parts. */
function bodies(part: Part, found: Record<string, string> = {}): Record<string, string> {
  const type = part.headers["content-type"] ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    const pieces = part.body.split(`--${boundary}`).slice(1);
    for (const piece of pieces) {
      if (piece.startsWith("--")) break;
      bodies(splitPart(piece.replace(/^\r?\n/, "")), found);
    }
    return found;
  }
  const mime = type.split(";")[0].trim().toLowerCase();
  found[mime] ??= decodeBytes(part.body, part.headers["content-transfer-encoding"] ?? "7bit");
  return found;
}

/** Enough of RFC 5322 and MIME for what tests read; not a general parser. */
export function parseMail(raw: string, recipients: string[] = []): ReceivedMail {
  const message = splitPart(raw);
  const found = bodies(message);
  const { headers } = message;
  return {
    from: headers.from ?? "",
    to: headers.to ?? "",
    replyTo: headers["reply-to"] ?? "",
    subject: headers.subject ?? "",
    text: (found["text/plain"] ?? "").replace(/\r\n/g, "\n"),
    html: found["text/html"] ?? "",
    headers,
    recipients,
    receivedAt: Date.now(),
  };
}

async function readAll(stream: SMTPServerDataStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

function listen(server: SMTPServer, port: number, host: string): Promise<void> {
  const socket = server.server;
  return new Promise((resolve, reject) => {
    // Each try takes its listeners away again, so waiting for a busy port leaves none behind.
    const onError = (error: Error) => {
      socket.off("listening", onListening);
      reject(error);
    };
    const onListening = () => {
      socket.off("error", onError);
      resolve();
    };
    socket.once("error", onError);
    socket.once("listening", onListening);
    server.listen(port, host);
  });
}

/**
 * A real SMTP server in the test process: takes every message (any or no login, no TLS),
 * keeps it parsed, and can be told to refuse for a while as a mail server that is down would.
 */
export async function startSmtpInbox(options: SmtpInboxOptions): Promise<SmtpInbox> {
  const { port, host = "127.0.0.1", accept = () => true, waitForPortMs = 0 } = options;
  const messages: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  let refusing: { code: number; until: number } | null = null;
  let refusals = 0;

  const refusal = (): SmtpError | null => {
    if (!refusing || Date.now() >= refusing.until) {
      refusing = null;
      return null;
    }
    refusals += 1;
    return smtpError(refusing.code, refusing.code === 421 ? "Service not available, closing channel" : "Try again later");
  };

  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onAuth: (_auth, _session, callback) => callback(null, { user: "test" }),
    onMailFrom: (_address, _session, callback) => callback(refusal()),
    onData: (stream, session, callback) => {
      readAll(stream).then((raw) => {
        const mail = parseMail(
          raw,
          session.envelope.rcptTo.map((rcpt) => rcpt.address),
        );
        if (!accept(mail)) return callback(smtpError(451, "Not this inbox's message, try again later"));
        messages.push(mail);
        for (const wake of waiters) wake();
        callback(null);
      }, callback);
    },
  });
  // A client that goes away mid-session is not the test's concern.
  server.on("error", () => {});

  const deadline = Date.now() + waitForPortMs;
  for (;;) {
    try {
      await listen(server, port, host);
      break;
    } catch (error) {
      const busy = (error as NodeJS.ErrnoException).code === "EADDRINUSE";
      if (!busy || Date.now() >= deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  const bound = (server.server.address() as AddressInfo).port;
  return {
    port: bound,
    url: `smtp://${host}:${bound}`,
    messages,
    get refusals() {
      return refusals;
    },
    waitFor(predicate, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(predicate);
          if (!found) return false;
          clearTimeout(timer);
          waiters.delete(wake);
          resolve(found);
          return true;
        };
        const wake = () => void check();
        const timer = setTimeout(() => {
          waiters.delete(wake);
          const subjects = messages.map((mail) => mail.subject).join(" | ") || "none";
          reject(new Error(`No matching mail within ${timeoutMs} ms (received: ${subjects})`));
        }, timeoutMs);
        waiters.add(wake);
        check();
      });
    },
    refuse({ code = 451, forMs = Infinity } = {}) {
      refusing = { code, until: Date.now() + forMs };
    },
    accept() {
      refusing = null;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
