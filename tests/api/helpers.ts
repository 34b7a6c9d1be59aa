import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { type RequestListener, type Server, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { crc32 } from "node:zlib";
import express from "express";
import pg from "pg";
import { io as connectSocket, type Socket } from "socket.io-client";
import { inject } from "vitest";
import { openPglite } from "../../api/db/pglite";
import { type Api, type ApiOptions, createApi } from "../../api/index";
import { ARCHIVE_SECRET } from "./data/engines";
import type { TemplateKind } from "./database-template";
import { createPostgresDatabase } from "./postgres-database";

export const ADMIN_TOKEN = "test-admin-token-0123456789";

type Row = Record<string, unknown>;

interface FreshDatabase {
  options: Pick<ApiOptions, "dataDir" | "databaseUrl" | "pglite">;
  /** Direct SQL on the test's database (with `directSql`, on PGlite). */
  sql(text: string, params?: unknown[]): Promise<Row[]>;
  drop(): Promise<void>;
  /** The API closes it with itself, as it does a database it opened (readiness after close). */
  ownedByApi?: boolean;
}

const noDirectSql = async (): Promise<Row[]> => {
  throw new Error("Start the test server with { directSql: true } to run SQL on its database");
};

/** A template's dump, read once per test file's process. */
const templateDumps: Partial<Record<TemplateKind, Promise<Blob>>> = {};

function pgliteTemplate(kind: TemplateKind): Promise<Blob> | undefined {
  const file = inject("apiTemplates")?.pglite?.[kind];
  if (!file) return undefined;
  templateDumps[kind] ??= readFile(file).then((bytes) => new Blob([new Uint8Array(bytes)]));
  return templateDumps[kind];
}

/**
 * A fresh database per test server: an in-memory PGlite, or, when TEST_DATABASE_URL points at a
 * PostgreSQL server, a new database created on it and dropped afterwards. Either starts as a copy
 * of the run's migrated or seeded template (tests/api/database-template.ts), as `kind` says.
 * With `directSql`, the test keeps a handle on the database, so it can change rows the API
 * cannot, such as an expiry time.
 */
async function freshDatabase(directSql: boolean, kind: TemplateKind): Promise<FreshDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const template = pgliteTemplate(kind);
    if (!template && !directSql) return { options: { dataDir: "memory://" }, sql: noDirectSql, drop: async () => undefined };
    const pglite = await openPglite("memory://", { loadDataDir: await template });
    let closed: Promise<void> | undefined;
    return {
      options: { pglite },
      sql: directSql ? async (text, params) => (await pglite.query<Row>(text, params)).rows : noDirectSql,
      drop: () => (closed ??= pglite.close()),
      ownedByApi: !directSql,
    };
  }

  const { databaseUrl, drop } = await createPostgresDatabase(serverUrl, "api_test", inject("apiTemplates")?.postgres?.[kind]);
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  // pool.end() resolves before its connections have closed; the forced drop below may end one of
  // them first, which is expected here and must not surface as an unhandled error.
  pool.on("error", () => undefined);
  return {
    options: { databaseUrl },
    sql: async (text, params) => (await pool.query<Row>(text, params)).rows,
    drop: async () => {
      await pool.end();
      await drop();
    },
  };
}

export interface TestServer {
  api: Api;
  server: Server;
  baseUrl: string;
  /** fetch() against the API: `call("/blogs")` requests `${baseUrl}/api/blogs`. */
  call(path: string, init?: RequestInit & { json?: unknown }): Promise<Response>;
  /** SQL straight on the test's database; needs `directSql: true`. */
  sql(text: string, params?: unknown[]): Promise<Row[]>;
  /** How to open another API on the same database (a restart, a second instance). */
  databaseOptions: Pick<ApiOptions, "dataDir" | "databaseUrl" | "pglite">;
  /** A socket.io client connected to the API's realtime endpoint. */
  socket(): Promise<Socket>;
  close(): Promise<void>;
}

/** Starts the API mounted at /api on an ephemeral port, the way server.ts mounts it; `wrap` surrounds its request listener (the metrics test times it). */
export async function startTestServer(
  options: Partial<ApiOptions> = {},
  {
    directSql = false,
    wrap = (listener) => listener,
  }: { directSql?: boolean; wrap?: (listener: RequestListener) => RequestListener } = {},
): Promise<TestServer> {
  const database = await freshDatabase(directSql, options.seed === false ? "migrated" : "seeded");
  // The seed's photos cost seconds of image work per database; tests/api/media.test.ts asks for them.
  // The server's secret, as server/index.ts passes it: exports and backups are sealed with it.
  const api = await createApi({ adminToken: ADMIN_TOKEN, rateLimit: false, seedMedia: false, archiveSecret: ARCHIVE_SECRET, ...database.options, ...options });
  if (database.ownedByApi) {
    const closeApi = api.close;
    api.close = async () => {
      await closeApi();
      await database.drop();
    };
  }
  const app = express();
  app.set("trust proxy", "loopback");
  app.use("/api", api.router);
  const server = createServer(wrap(app));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  await api.attach(server);
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  const sockets: Socket[] = [];

  return {
    api,
    server,
    baseUrl,
    sql: database.sql,
    databaseOptions: database.options,
    call(path, init = {}) {
      const { json, headers, ...rest } = init;
      const finalHeaders = new Headers(headers);
      let body = rest.body;
      if (json !== undefined) {
        finalHeaders.set("Content-Type", "application/json");
        body = JSON.stringify(json);
      }
      return fetch(`${baseUrl}/api${path}`, { ...rest, headers: finalHeaders, body });
    },
    async socket() {
      const socket = connectSocket(baseUrl, { path: "/api/ws", transports: ["websocket"], forceNew: true });
      sockets.push(socket);
      await new Promise<void>((resolve, reject) => {
        socket.once("connect", () => resolve());
        socket.once("connect_error", reject);
      });
      return socket;
    },
    async close() {
      for (const socket of sockets) socket.disconnect();
      await api.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await database.drop();
    },
  };
}

export const adminHeaders = { Authorization: `Bearer ${ADMIN_TOKEN}` };

export const newVisitorId = () => randomUUID();

export const visitorHeaders = (visitorId: string) => ({ "X-Visitor-Id": visitorId });

/** Emits an event and waits for the server's acknowledgement, so the room is joined before the test acts. */
export function emitWithAck(socket: Socket, event: string, ...args: unknown[]): Promise<unknown> {
  return socket.timeout(2_000).emitWithAck(event, ...args);
}

/** Resolves with the first `event` payload matching `predicate`, or rejects after `ms`. */
export function nextEvent<T>(socket: Socket, event: string, ms = 1_000, predicate: (payload: T) => boolean = () => true) {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, listener);
      reject(new Error(`No ${event} within ${ms} ms`));
    }, ms);
    const listener = (payload: T) => {
      if (!predicate(payload)) return;
      clearTimeout(timer);
      socket.off(event, listener);
      resolve(payload);
    };
    socket.on(event, listener);
  });
}

/** Collects every `event` payload for `ms`, for asserting that nothing (more) arrives. */
export async function eventsDuring<T>(socket: Socket, event: string, ms: number): Promise<T[]> {
  const seen: T[] = [];
  const listener = (payload: T) => seen.push(payload);
  socket.on(event, listener);
  await new Promise((resolve) => setTimeout(resolve, ms));
  socket.off(event, listener);
  return seen;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are asserted field by field
export async function json<T = any>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

/** Minimal but real file signatures, so content sniffing sees genuine types. */
export const SAMPLE_FILES = {
  pdf: () =>
    Buffer.from(
      "%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n",
    ),
  doc: () => {
    // An OLE2 compound file header: what .doc files written by Word start with.
    const bytes = Buffer.alloc(1536);
    Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(bytes, 0);
    return bytes;
  },
  docx: () =>
    storedZip({
      "[Content_Types].xml":
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      "word/document.xml":
        '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Resume</w:t></w:r></w:p></w:body></w:document>',
    }),
  text: () => Buffer.from("This is just a text file pretending to be a resume.\n".repeat(20)),
};

export function applicationForm(
  fields: Partial<Record<"full_name" | "email" | "phone" | "position" | "cover", string>> = {},
  resume: { bytes: Buffer; name: string; type?: string } | null = {
    bytes: SAMPLE_FILES.pdf(),
    name: "resume.pdf",
    type: "application/pdf",
  },
): FormData {
  const form = new FormData();
  const values = {
    full_name: "Ananya Rao",
    email: "ananya.rao@example.com",
    phone: "+919876543210",
    position: "Frontend Developer",
    cover: "I have built React apps for three years.",
    ...fields,
  };
  for (const [key, value] of Object.entries(values)) if (value !== undefined) form.append(key, value);
  if (resume) form.append("resume", new Blob([new Uint8Array(resume.bytes)], { type: resume.type ?? "application/octet-stream" }), resume.name);
  return form;
}

export const validEnquiry = () => ({
  full_name: "Rahul Gupta",
  email: "rahul.gupta@example.com",
  phone: "+919876543210",
  service: "Custom Web & Mobile App Development",
  message: "We need an ordering app for our restaurants.",
  meta: { utm: { utm_source: "google", utm_medium: "cpc", utm_campaign: "brand" } },
});

/** A ZIP archive with uncompressed entries: enough for a .docx that content sniffing accepts. */
function storedZip(files: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(files)) {
    const nameBytes = Buffer.from(name);
    const data = Buffer.from(text);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const centralSize = centrals.reduce((sum, part) => sum + part.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(files).length, 8);
  end.writeUInt16LE(Object.keys(files).length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...centrals, end]);
}
