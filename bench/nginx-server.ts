/**
 * The web server yardstick of `npm run bench:load`: nginx with two worker processes sending the
 * saved pages gzipped ahead of time (`gzip_static`), what a static file costs at its cheapest.
 * Skipped, with a note, when nginx is not on PATH (Debian: `apt-get install nginx-light`).
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

export const NGINX_WORKERS = 2;

export function hasNginx(): boolean {
  return !spawnSync("nginx", ["-v"], { stdio: "ignore" }).error;
}

const config = (folder: string, port: number, files: [string, string][]) => `
daemon off;
master_process on;
worker_processes ${NGINX_WORKERS};
${process.getuid?.() === 0 ? "user root;" : ""}
pid ${folder}/nginx.pid;
error_log ${folder}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${folder}/tmp;
  proxy_temp_path ${folder}/tmp;
  fastcgi_temp_path ${folder}/tmp;
  uwsgi_temp_path ${folder}/tmp;
  scgi_temp_path ${folder}/tmp;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  default_type text/html;
  charset utf-8;
  gzip_static on;
  gzip_vary on;
  server {
    listen 127.0.0.1:${port};
    root ${folder}/root;
${files.map(([route, file]) => `    location = ${route} { try_files /${file} =404; }`).join("\n")}
  }
}
`;

/** nginx on `port`, serving each page's HTML and its .gz; stopped with SIGQUIT by the caller. */
export function startNginx(pages: Record<string, string>, folder: string, port: number): ChildProcess {
  mkdirSync(path.join(folder, "root"), { recursive: true });
  mkdirSync(path.join(folder, "tmp"), { recursive: true });
  chmodSync(folder, 0o755);
  const files = Object.entries(pages).map(([route, source], index): [string, string] => {
    const html = readFileSync(source);
    const name = `page-${index}.html`;
    writeFileSync(path.join(folder, "root", name), html);
    writeFileSync(path.join(folder, "root", `${name}.gz`), gzipSync(html, { level: 9 }));
    return [route, name];
  });
  const file = path.join(folder, "nginx.conf");
  writeFileSync(file, config(folder, port, files));
  return spawn("nginx", ["-c", file, "-p", folder], { stdio: ["ignore", "ignore", "inherit"] });
}
