import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort, stopProcess } from "./child-process";

/**
 * Real nginx and Caddy in front of the built server, each running the configuration file
 * committed in deploy/ with only its ports, certificate, upstream and build folder changed, as an
 * instance of the test's own (its pid, logs and temporary files in a folder of its own). The site
 * is served as https://agency.example, the files' own name: requests connect to 127.0.0.1 and
 * say that name (Host, SNI), as a browser that resolved it would.
 */
export const PUBLIC_HOST = "agency.example";
export const PUBLIC_ORIGIN = `https://${PUBLIC_HOST}`;

export type ProxyName = "nginx" | "caddy";
const BINARIES: Record<ProxyName, string> = { nginx: "/usr/sbin/nginx", caddy: "/usr/bin/caddy" };

/** Why a proxy cannot run here, or null when it can (scripts/ensure-test-packages.sh installs both). */
export function missingProxy(name: ProxyName): string | null {
  return existsSync(BINARIES[name]) ? null : `${BINARIES[name]} is missing (scripts/ensure-test-packages.sh installs it)`;
}

/** A folder of the run's own: the certificate and, per proxy, its configuration, pid, logs and temporary files. */
export interface ProxyFolder {
  dir: string;
  /** The self-signed certificate for agency.example (PEM): the proxies serve it, the test's requests trust it. */
  certificate: string;
  remove(): void;
}

export function proxyFolder(): ProxyFolder {
  const dir = mkdtempSync(path.join(tmpdir(), "e2e-proxy-"));
  // nginx started by root hands its workers to another user, who must reach the temporary folders.
  chmodSync(dir, 0o755);
  const [cert, key] = [path.join(dir, "cert.pem"), path.join(dir, "key.pem")];
  execFileSync("openssl", [
    ...["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256", "-nodes", "-days", "2"],
    ...["-keyout", key, "-out", cert, "-subj", `/CN=${PUBLIC_HOST}`, "-addext", `subjectAltName=DNS:${PUBLIC_HOST}`],
  ], { stdio: "ignore" });
  return { dir, certificate: readFileSync(cert, "utf8"), remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The committed file with each `[found, put]` replaced; each must be found exactly once, so a changed file fails loudly here. */
function templated(file: string, replacements: [string, string][]): string {
  let text = readFileSync(file, "utf8");
  for (const [found, put] of replacements) {
    const times = text.split(found).length - 1;
    if (times !== 1) throw new Error(`${file}: expected "${found}" once, found it ${times} times`);
    text = text.replace(found, put);
  }
  return text;
}

export interface Proxy {
  name: ProxyName;
  httpPort: number;
  httpsPort: number;
  stop(): Promise<void>;
}

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

interface AskOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Plain http to the proxy's port 80 stand-in; https by default. */
  plain?: boolean;
  /** The client's own address (any of 127.0.0.0/8): the visitor's address the proxy sees. */
  from?: string;
}

/** Every name resolves to the loopback address the proxies listen on. */
const toLoopback: LookupFunction = (_hostname, options, callback) => {
  if (options.all) (callback as (error: null, addresses: { address: string; family: number }[]) => void)(null, [{ address: "127.0.0.1", family: 4 }]);
  else callback(null, "127.0.0.1", 4);
};

/** An agent for https://agency.example:<port> that trusts the run's certificate (socket.io's client takes one). */
export const proxyAgent = (folder: ProxyFolder) => new https.Agent({ ca: folder.certificate, lookup: toLoopback });

/** One request through a proxy, on a connection of its own, as a browser at https://agency.example sends it. */
export function askProxy(proxy: Proxy, folder: ProxyFolder, route: string, options: AskOptions = {}): Promise<Answer> {
  const { method = "GET", headers = {}, body, plain = false, from } = options;
  const send = plain ? http.request : https.request;
  return new Promise((resolve, reject) => {
    const request = send(
      {
        host: "127.0.0.1",
        port: plain ? proxy.httpPort : proxy.httpsPort,
        path: route,
        method,
        localAddress: from,
        servername: PUBLIC_HOST,
        ca: folder.certificate,
        agent: false,
        headers: { Host: PUBLIC_HOST, ...(body !== undefined ? { "Content-Length": String(Buffer.byteLength(body)) } : {}), ...headers },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
        response.on("error", reject);
      },
    );
    request.setTimeout(30_000, () => request.destroy(new Error(`${proxy.name}: no answer to ${method} ${route} within 30 s`)));
    request.on("error", reject);
    request.end(body);
  });
}

/** Starts a proxy process; resolves once a request through it reaches the site. */
async function started(name: ProxyName, child: ChildProcess, ports: { httpPort: number; httpsPort: number }, folder: ProxyFolder): Promise<Proxy> {
  let output = "";
  child.stderr?.on("data", (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
  child.stdout?.on("data", (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
  const proxy: Proxy = { name, ...ports, stop: () => stopProcess(child) };
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode}:\n${output}`);
    const answer = await askProxy(proxy, folder, "/healthz").catch(() => null);
    if (answer?.status === 200) return proxy;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await proxy.stop();
  throw new Error(`${name} did not pass a request to the site within 20 s:\n${output}`);
}

/**
 * nginx with deploy/nginx/agency.conf, included in the http block of a main file that has what
 * Debian's /etc/nginx/nginx.conf gives a site (its modules, brotli_static among them, the MIME
 * types, gzip), with this run's own pid, log and temporary folders.
 */
export async function startNginx(folder: ProxyFolder, sitePort: number): Promise<Proxy> {
  const missing = missingProxy("nginx");
  if (missing) throw new Error(`The proxy test needs nginx: ${missing}`);
  const ports = { httpPort: await freePort(), httpsPort: await freePort() };
  const dir = path.join(folder.dir, "nginx");
  mkdirSync(dir);
  const [cert, key] = [path.join(folder.dir, "cert.pem"), path.join(folder.dir, "key.pem")];
  const site = templated("deploy/nginx/agency.conf", [
    ["    listen 80;\n    listen [::]:80;\n", `    listen 127.0.0.1:${ports.httpPort};\n`],
    ["    listen 443 ssl http2;\n    listen [::]:443 ssl http2;\n", `    listen 127.0.0.1:${ports.httpsPort} ssl http2;\n`],
    [`/etc/letsencrypt/live/${PUBLIC_HOST}/fullchain.pem`, cert],
    [`/etc/letsencrypt/live/${PUBLIC_HOST}/privkey.pem`, key],
    ["server 127.0.0.1:3000;", `server 127.0.0.1:${sitePort};`],
    ["/srv/agency/build/client", path.resolve("build/client")],
  ]);
  writeFileSync(path.join(dir, "agency.conf"), site);
  const temporary = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((kind) => `  ${kind}_temp_path ${dir}/${kind}-temp;`);
  writeFileSync(
    path.join(dir, "nginx.conf"),
    [
      "daemon off;",
      // As root, nginx would run its workers as nobody, who may not read a checkout in a private home.
      ...(process.getuid?.() === 0 ? ["user root;"] : []),
      "worker_processes 1;",
      `pid ${dir}/nginx.pid;`,
      "error_log stderr warn;",
      "include /etc/nginx/modules-enabled/*.conf;",
      "events { worker_connections 256; }",
      "http {",
      "  include /etc/nginx/mime.types;",
      "  default_type application/octet-stream;",
      "  access_log off;",
      ...temporary,
      "  gzip on;",
      `  include ${dir}/agency.conf;`,
      "}",
      "",
    ].join("\n"),
  );
  const child = spawn(BINARIES.nginx, ["-c", path.join(dir, "nginx.conf")], { stdio: ["ignore", "pipe", "pipe"] });
  return started("nginx", child, ports, folder);
}

/**
 * Caddy with deploy/caddy/Caddyfile as it is: the file reads its ports, certificate, upstream and
 * build folder from the environment, whose defaults are production's.
 */
export async function startCaddy(folder: ProxyFolder, sitePort: number): Promise<Proxy> {
  const ports = { httpPort: await freePort(), httpsPort: await freePort() };
  const dir = path.join(folder.dir, "caddy");
  mkdirSync(dir);
  const child = spawn(BINARIES.caddy, ["run", "--config", "deploy/caddy/Caddyfile", "--adapter", "caddyfile"], {
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      HOME: dir,
      XDG_CONFIG_HOME: path.join(dir, "config"),
      XDG_DATA_HOME: path.join(dir, "data"),
      HTTP_PORT: String(ports.httpPort),
      HTTPS_PORT: String(ports.httpsPort),
      CADDY_ADMIN: "off",
      SITE_DOMAIN: PUBLIC_HOST,
      TLS: `${path.join(folder.dir, "cert.pem")} ${path.join(folder.dir, "key.pem")}`,
      SITE_ROOT: process.cwd(),
      UPSTREAM: `127.0.0.1:${sitePort}`,
    },
  });
  return started("caddy", child, ports, folder);
}
