import { execFile } from "node:child_process";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { promisify } from "node:util";
import { afterEach, describe, expect, it } from "vitest";
import { STUB_DATA, createStubBackend } from "../../examples/stub-backend/server.mjs";
import { runContractCheck } from "../../scripts/contract-check/run";

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

async function listen(server: Server): Promise<string> {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
}

async function check(api: string) {
  const lines: string[] = [];
  const result = await runContractCheck({ api, print: (line) => lines.push(line) });
  return { ...result, lines };
}

/** The stub's data with the first post's `title` sent as `headline`, as a drifting backend might. */
function withRenamedTitle() {
  const [first, ...rest] = STUB_DATA.blogs;
  const { title, ...post } = first;
  return { ...STUB_DATA, blogs: [{ ...post, headline: title }, ...rest] } as unknown as typeof STUB_DATA;
}

describe("contract:check against a stub backend", () => {
  it("passes the example stub backend of docs/contract-check.md", async () => {
    const { exitCode, lines } = await check(await listen(createStubBackend()));

    expect(lines.filter((line) => !/^(ok|skipped) /.test(line) && !line.startsWith("contract:check"))).toEqual([]);
    expect(exitCode).toBe(0);
    expect(lines.at(-1)).toMatch(/: 21 passed, 0 mismatches in 0 answer\(s\), 1 skipped/);
  });

  it("fails a backend that renamed a field, naming the field's path in the schema's words", async () => {
    const { exitCode, lines } = await check(await listen(createStubBackend(withRenamedTitle())));

    expect(exitCode).toBe(1);
    expect(lines).toContain("GET /blogs → 200: body[0].title: Required");
    expect(lines).toContain("GET /blogs/slug/hello-from-the-stub → 200: body.title: Required");
    expect(lines.at(-1)).toMatch(/: \d+ passed, 2 mismatches in 2 answer\(s\)/);
  });

  it("says a wrong type in the schema's words", async () => {
    const data = { ...STUB_DATA, countries: [{ name: "India", dial_code: 91 }] } as unknown as typeof STUB_DATA;
    const { exitCode, lines } = await check(await listen(createStubBackend(data)));

    expect(exitCode).toBe(1);
    expect(lines).toContain("GET /countries → 200: body[0].dial_code: Expected string, received number");
  });

  it("exits 1 from the command line, printing the mismatch", async () => {
    const api = await listen(createStubBackend(withRenamedTitle()));
    const run = promisify(execFile)("node_modules/.bin/tsx", ["scripts/contract-check.ts", "--api", api]);

    await expect(run).rejects.toMatchObject({ code: 1, stdout: expect.stringContaining("GET /blogs → 200: body[0].title: Required") });
  });

  it("says plainly when the backend cannot be reached", async () => {
    const closed = await listen(createServer());
    await new Promise((resolve) => servers.pop()!.close(resolve));

    const { exitCode, lines } = await check(closed);

    expect(exitCode).toBe(2);
    expect(lines).toEqual([`cannot reach ${closed}: ECONNREFUSED`]);
  });
});
