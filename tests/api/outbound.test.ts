import { type IncomingMessage, type Server, type ServerResponse, createServer } from "node:http";
import { type AddressInfo, type Server as TcpServer, type Socket, createServer as createTcpServer } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { outboundRequest } from "../../api/outbound/client";
import type { OutboundPolicy, Resolver } from "../../api/outbound/policy";
import { connectionAttemptsDuring } from "../support/connection-attempts";

const post = { method: "POST" as const, headers: { "Content-Type": "application/json" }, body: '{"type":"lead.created"}' };
const refused = { status: null, result: "refused", blocked: false };
const blocked = { status: null, result: "refused", blocked: true };

/** A resolver answering every name with these addresses, and noting the names it was asked. */
function resolverTo(...addresses: string[]): Resolver & { asked: string[] } {
  const asked: string[] = [];
  return Object.assign(
    async (hostname: string) => {
      asked.push(hostname);
      return addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
    },
    { asked },
  );
}

const servers: (Server | TcpServer)[] = [];
const sockets: Socket[] = [];
afterEach(async () => {
  sockets.splice(0).forEach((socket) => socket.destroy());
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** An HTTP server on this machine that records what reaches it; answers with `handle`. */
async function listener(handle: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => res.end("ok")) {
  const received: string[] = [];
  const server = createServer((req, res) => {
    received.push(`${req.method} ${req.url}`);
    handle(req, res);
  });
  server.on("connection", (socket) => sockets.push(socket));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { port: (server.address() as AddressInfo).port, received };
}

/** A TCP port that takes connections and does `onConnection` with each (say nothing, or hang up). */
async function tcpPort(onConnection: (socket: Socket) => void) {
  const server = createTcpServer((socket) => {
    sockets.push(socket);
    onConnection(socket);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return (server.address() as AddressInfo).port;
}

/** A port nothing listens on: one that was just free. */
async function closedPort() {
  const server = createTcpServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe("the outbound client under the production policy", () => {
  it("refuses a name that resolves to loopback before any connection is made", async () => {
    const resolve = resolverTo("127.0.0.1");
    const { result, attempts } = await connectionAttemptsDuring(() =>
      outboundRequest("https://hooks.example.com/leads", post, { allowPrivate: false, resolve }),
    );
    expect(result).toEqual(blocked);
    expect(resolve.asked).toEqual(["hooks.example.com"]);
    expect(attempts).toEqual([]);
  });

  it("is the policy that refused it: the same request under the development policy connects to what the name resolved to", async () => {
    const resolve = resolverTo("127.0.0.1");
    const { result, attempts } = await connectionAttemptsDuring(() =>
      outboundRequest("https://hooks.example.com/leads", post, { allowPrivate: true, resolve }),
    );
    expect(result.blocked).toBe(false);
    expect(attempts).toEqual([{ address: "127.0.0.1", port: 443 }]);
  });

  it("refuses a name when any one of its addresses is not public, and a trailing dot changes nothing", async () => {
    const resolve = resolverTo("93.184.215.14", "::ffff:a9fe:a9fe");
    const { result, attempts } = await connectionAttemptsDuring(() =>
      outboundRequest("https://hooks.example.com./leads", post, { allowPrivate: false, resolve }),
    );
    expect(result).toEqual(blocked);
    expect(resolve.asked).toEqual(["hooks.example.com"]);
    expect(attempts).toEqual([]);
  });

  it.each(["https://[::ffff:7f00:1]/", "https://[64:ff9b::a9fe:a9fe]/", "https://100.64.0.1/", "https://0x7f.1/", "https://localhost./", "https://metadata.google.internal./"])(
    "refuses %s without resolving or connecting",
    async (url) => {
      const resolve = resolverTo("127.0.0.1");
      const { result, attempts } = await connectionAttemptsDuring(() => outboundRequest(url, post, { allowPrivate: false, resolve }));
      expect(result).toEqual(blocked);
      expect(resolve.asked).toEqual([]);
      expect(attempts).toEqual([]);
    },
  );

  it("refuses a port other than the scheme's own before resolving, so no other service can be probed", async () => {
    const target = await listener();
    const resolve = resolverTo("127.0.0.1");
    const answer = await outboundRequest(`https://hooks.example.com:${target.port}/`, post, { allowPrivate: false, resolve });
    expect(answer).toEqual(blocked);
    expect(resolve.asked).toEqual([]);
    expect(target.received).toEqual([]);
  });
});

describe("the outbound client's answers", () => {
  // The development policy, so the tests can reach ports on this machine.
  const local: OutboundPolicy = { allowPrivate: true };

  it("gives the status and its class, never the body", async () => {
    const target = await listener((_req, res) => res.writeHead(500, { "Content-Type": "text/plain" }).end("internal: db password is hunter2"));
    expect(await outboundRequest(`http://127.0.0.1:${target.port}/hooks`, post, local)).toEqual({ status: 500, result: "HTTP 500", blocked: false });
    expect(target.received).toEqual(["POST /hooks"]);
  });

  it("does not follow a redirect to an internal address: it is a failure of its own", async () => {
    const internal = await listener();
    const target = await listener((_req, res) => res.writeHead(302, { Location: `http://127.0.0.1:${internal.port}/admin` }).end("moved"));
    expect(await outboundRequest(`http://127.0.0.1:${target.port}/hooks`, post, local)).toEqual({ status: 302, result: "redirect", blocked: false });
    expect(internal.received).toEqual([]);
  });

  it("answers every kind of unreachable with the same class: closed port, no such name, a hang-up, a refused address", async () => {
    const hangUp = await tcpPort((socket) => socket.destroy());
    const answers = [
      await outboundRequest(`http://127.0.0.1:${await closedPort()}/`, post, local),
      await outboundRequest("http://nowhere.example.com/", post, {
        allowPrivate: true,
        resolve: () => Promise.reject(Object.assign(new Error("getaddrinfo ENOTFOUND nowhere.example.com"), { code: "ENOTFOUND" })),
      }),
      await outboundRequest(`http://127.0.0.1:${hangUp}/`, post, local),
      await outboundRequest("https://hooks.example.com/", post, { allowPrivate: false, resolve: resolverTo("10.0.0.1") }),
    ];
    expect(answers.map(({ status, result }) => ({ status, result }))).toEqual(Array(4).fill({ status: null, result: "refused" }));
    expect(answers.map((answer) => answer.blocked)).toEqual([false, false, false, true]);
    expect(answers[0]).toEqual(refused);
  });

  it("says a port that never answers has timed out", async () => {
    const silent = await tcpPort(() => undefined);
    expect(await outboundRequest(`http://127.0.0.1:${silent}/`, { ...post, timeoutMs: 200 }, local)).toEqual({ status: null, result: "timed out", blocked: false });
  });

  it("says a port that does not speak TLS to an https URL is a TLS error", async () => {
    const plain = await listener();
    expect(await outboundRequest(`https://127.0.0.1:${plain.port}/`, post, local)).toEqual({ status: null, result: "TLS error", blocked: false });
  });
});
