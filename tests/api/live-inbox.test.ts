import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { io as connectSocket, type Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Api, createApi } from "../../api/index";
import { ADMIN_TOKEN, type TestServer, adminHeaders, applicationForm, eventsDuring, json, nextEvent, startTestServer, validEnquiry } from "./helpers";
import { available as redisAvailable, startRedis } from "./redis-server";
import { bearer, memberSession, signIn } from "./staff-helpers";

type Headers = Record<string, string>;

let redis: { url: string; stop(): void } | null = null;
let t: TestServer;
let second: { api: Api; server: Server; baseUrl: string } | null = null;
const sockets: Socket[] = [];
const people = new Map<string, Headers>();

/** A second instance on the same database and Redis, as in a deployment with several servers. */
async function secondInstance(redisUrl: string): Promise<NonNullable<typeof second>> {
  const api = await createApi({ adminToken: ADMIN_TOKEN, rateLimit: false, seed: false, redisUrl, ...t.databaseOptions });
  const server = createServer(express().use("/api", api.router));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  await api.attach(server);
  return { api, server, baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

beforeAll(async () => {
  if (redisAvailable) redis = await startRedis(6_000);
  // directSql: one database that the second instance opens too.
  t = await startTestServer({ seed: false, redisUrl: redis?.url }, { directSql: true });
  for (const [email, roles] of [
    ["owner.live@agency.example", ["owner"]],
    ["sales.live@agency.example", ["sales"]],
    ["hiring.live@agency.example", ["hiring"]],
    ["editor.live@agency.example", ["editor"]],
  ] as const) {
    people.set(email.split(".")[0], (await memberSession(t, email, [...roles])).headers);
  }
  if (redis) second = await secondInstance(redis.url);
});

afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  if (second) {
    await second.api.close();
    second.server.closeAllConnections();
    await new Promise<void>((resolve) => second!.server.close(() => resolve()));
  }
  await t?.close();
  redis?.stop();
});

const liveToken = async (who: string) => (await json(await t.call("/staff/live-token", { method: "POST", headers: people.get(who)! }))).token as string;

/** Opens the staff namespace with `auth`; resolves with the socket once connected, or the server's refusal. */
function staffSocket(auth: Record<string, unknown>, baseUrl = t.baseUrl): Promise<Socket | Error> {
  const socket = connectSocket(`${baseUrl}/staff`, { path: "/api/ws", transports: ["websocket"], forceNew: true, auth });
  sockets.push(socket);
  return new Promise((resolve) => {
    socket.once("connect", () => resolve(socket));
    socket.once("connect_error", (error) => resolve(error));
  });
}

async function connected(who: string, baseUrl?: string): Promise<Socket> {
  const socket = await staffSocket({ token: await liveToken(who) }, baseUrl);
  if (socket instanceof Error) throw socket;
  return socket;
}

/** A connected socket of the session with these headers, on this instance or another. */
async function socketOf(headers: Headers, baseUrl?: string): Promise<Socket> {
  const token = (await json(await t.call("/staff/live-token", { method: "POST", headers }))).token as string;
  const socket = await staffSocket({ token }, baseUrl);
  if (socket instanceof Error) throw socket;
  return socket;
}

/** Every `leads:changed` a socket hears from now on. */
function heardBy(socket: Socket): Array<{ kind: string }> {
  const heard: Array<{ kind: string }> = [];
  socket.on("leads:changed", (payload: { kind: string }) => heard.push(payload));
  return heard;
}

/**
 * The server closed these sockets ("io server disconnect": the client does not reconnect by
 * itself), and after a new lead, which `witness` (still connected) hears, none of them heard it.
 */
async function endedAndDeaf(ended: Socket[], closed: Array<Promise<unknown>>, witness: Socket) {
  expect(await Promise.all(closed)).toEqual(ended.map(() => "io server disconnect"));
  const heard = ended.map(heardBy);
  const told = nextEvent<{ kind: string }>(witness, "leads:changed", 3_000);
  await sendEnquiry("After The End");
  expect(await told).toEqual({ kind: "enquiry" });
  expect(ended.map((socket) => socket.connected)).toEqual(ended.map(() => false));
  expect(heard).toEqual(ended.map(() => []));
}

const sendEnquiry = async (name: string) => {
  const response = await t.call("/enquiries", { method: "POST", json: { ...validEnquiry(), full_name: name } });
  expect(response.status).toBe(201);
  return json<{ id: number }>(response);
};

describe("the live inbox's socket (namespace /staff at /api/ws)", () => {
  it("refuses a connection without a live token, with a forged or altered one, and an account that reads no leads", async () => {
    const refusal = async (auth: Record<string, unknown>) => {
      const answer = await staffSocket(auth);
      return answer instanceof Error ? answer.message : "connected";
    };
    expect(await refusal({})).toBe("Sign in first");
    // The session token itself is not a live token: the browser never holds it.
    expect(await refusal({ token: people.get("owner")!.Authorization.replace("Bearer ", "") })).toBe("Sign in again");
    const token = await liveToken("owner");
    const altered = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    expect(await refusal({ token: altered })).toBe("Sign in again");
    // Another session's id with this signature.
    expect(await refusal({ token: token.replace(/^v1\.(\d+)\./, (_m, id: string) => `v1.${Number(id) + 1}.`) })).toBe("Sign in again");
    expect(await refusal({ token: await liveToken("editor") })).toBe("Your roles do not include leads");
    // The admin token is nobody's inbox.
    expect((await t.call("/staff/live-token", { method: "POST", headers: adminHeaders })).status).toBe(403);
    expect((await t.call("/staff/live-token", { method: "POST" })).status).toBe(401);
  });

  it("refuses a live token once its session has ended", async () => {
    const headers = (await memberSession(t, "leaving.live@agency.example", ["sales"])).headers;
    const token = (await json(await t.call("/staff/live-token", { method: "POST", headers }))).token as string;
    expect((await t.call("/staff/sessions/current", { method: "DELETE", headers })).status).toBeLessThan(300);
    const answer = await staffSocket({ token });
    expect(answer instanceof Error ? answer.message : "connected").toBe("Sign in again");
  });

  it("tells only those whose roles read a kind of lead: a hiring-only account hears applications, never enquiries", async () => {
    const [owner, sales, hiring] = await Promise.all([connected("owner"), connected("sales"), connected("hiring")]);
    const visitor = await t.socket();
    const heardByHiring = eventsDuring<{ kind: string }>(hiring, "leads:changed", 700);
    const heardByVisitor = eventsDuring(visitor, "leads:changed", 700);
    const toOwner = nextEvent<{ kind: string }>(owner, "leads:changed", 2_000);
    const toSales = nextEvent<{ kind: string }>(sales, "leads:changed", 2_000);
    await sendEnquiry("Live Enquiry");
    // Only that something changed, never who: the console reloads its own list.
    expect(await toOwner).toEqual({ kind: "enquiry" });
    expect(await toSales).toEqual({ kind: "enquiry" });
    expect(await heardByHiring).toEqual([]);
    expect(await heardByVisitor).toEqual([]);

    const applied = Promise.all([owner, hiring].map((socket) => nextEvent<{ kind: string }>(socket, "leads:changed", 3_000)));
    const notSales = eventsDuring(sales, "leads:changed", 1_000);
    expect((await t.call("/applications", { method: "POST", body: applicationForm({ full_name: "Live Applicant" }) })).status).toBe(201);
    expect(await applied).toEqual([{ kind: "application" }, { kind: "application" }]);
    expect(await notSales).toEqual([]);
  });

  it("tells of a status change", async () => {
    const { id } = await sendEnquiry("Status Changes");
    const owner = await connected("owner");
    const changed = nextEvent<{ kind: string }>(owner, "leads:changed", 2_000);
    const answer = await t.call(`/staff/leads/enquiry/${id}/status`, { method: "POST", json: { status: "contacted" }, headers: people.get("sales")! });
    expect(answer.status).toBe(200);
    expect(await changed).toEqual({ kind: "enquiry" });
  });

  it.runIf(redisAvailable)("tells a staff member connected to another instance (Redis) of a lead that arrived on this one", async () => {
    const elsewhere = await connected("owner", second!.baseUrl);
    const heard = nextEvent<{ kind: string }>(elsewhere, "leads:changed", 3_000);
    await sendEnquiry("Across Instances");
    expect(await heard).toEqual({ kind: "enquiry" });
  });
});

describe("a live-inbox socket ends with its session or its roles", () => {
  const closing = (socket: Socket) => nextEvent<string>(socket, "disconnect", 3_000);

  it("closes at sign-out the sockets of that session only, and they hear nothing more", async () => {
    const member = await memberSession(t, "signs-out.live@agency.example", ["sales"]);
    const otherBrowser = bearer(await signIn(t, member.email));
    const [first, second, elsewhere] = [await socketOf(member.headers), await socketOf(member.headers), await socketOf(otherBrowser)];
    const closed = [closing(first), closing(second)];
    expect((await t.call("/staff/sessions/current", { method: "DELETE", headers: member.headers })).status).toBe(204);
    await endedAndDeaf([first, second], closed, elsewhere);
  });

  it("closes a session's sockets when the owner revokes it, and every other one at 'sign out everywhere else'", async () => {
    const member = await memberSession(t, "revoked.live@agency.example", ["sales"]);
    const laptop = bearer(await signIn(t, member.email));
    const phone = bearer(await signIn(t, member.email));
    const [kept, revoked, other] = [await socketOf(member.headers), await socketOf(laptop), await socketOf(phone)];
    const sessions = await json<Array<{ id: number; current: boolean }>>(await t.call("/staff/sessions", { method: "GET", headers: laptop }));
    const laptopSession = sessions.find((session) => session.current)!.id;
    const revokedClosed = [closing(revoked)];
    expect((await t.call(`/staff/sessions/${laptopSession}`, { method: "DELETE", headers: people.get("owner")! })).status).toBe(204);
    await endedAndDeaf([revoked], revokedClosed, kept);

    const othersClosed = [closing(other)];
    expect((await t.call("/staff/sessions/others", { method: "DELETE", headers: member.headers })).status).toBe(200);
    await endedAndDeaf([other], othersClosed, kept);
  });

  it("closes a member's sockets when their roles change; a new token joins with the new roles", async () => {
    const member = await memberSession(t, "moved.live@agency.example", ["sales"]);
    const socket = await socketOf(member.headers);
    const closed = [closing(socket)];
    const changed = await t.call(`/staff/members/${member.id}`, { method: "PATCH", json: { roles: ["hiring"] }, headers: people.get("owner")! });
    expect(changed.status).toBe(200);
    await endedAndDeaf([socket], closed, await connected("owner"));
    // As hiring the member hears applications, never enquiries.
    const rejoined = await socketOf(member.headers);
    const heard = heardBy(rejoined);
    const applied = nextEvent<{ kind: string }>(rejoined, "leads:changed", 3_000);
    await sendEnquiry("Not For Hiring");
    expect((await t.call("/applications", { method: "POST", body: applicationForm({ full_name: "For Hiring" }) })).status).toBe(201);
    expect(await applied).toEqual({ kind: "application" });
    expect(heard).toEqual([{ kind: "application" }]);
  });

  it("closes a removed member's sockets", async () => {
    const member = await memberSession(t, "removed.live@agency.example", ["sales"]);
    const socket = await socketOf(member.headers);
    const closed = [closing(socket)];
    expect((await t.call(`/staff/members/${member.id}`, { method: "DELETE", headers: people.get("owner")! })).status).toBe(204);
    await endedAndDeaf([socket], closed, await connected("owner"));
  });

  it.runIf(redisAvailable)("closes at sign-out a socket connected to another instance (Redis)", async () => {
    const member = await memberSession(t, "across.live@agency.example", ["sales"]);
    const elsewhere = await socketOf(member.headers, second!.baseUrl);
    const closed = [closing(elsewhere)];
    expect((await t.call("/staff/sessions/current", { method: "DELETE", headers: member.headers })).status).toBe(204);
    await endedAndDeaf([elsewhere], closed, await connected("owner", second!.baseUrl));
  });
});
