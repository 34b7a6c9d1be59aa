import { afterAll, afterEach, beforeAll, vi } from "vitest";
import { throwStubMismatches } from "../mocks/api/stub";
import { onUnstubbedRequest, throwUnstubbedCalls } from "../mocks/api/unstubbed";
import { upstream } from "../mocks/server";

beforeAll(() => upstream.listen({ onUnhandledRequest: onUnstubbedRequest }));
// A stub that answered off the contract, or a call no stub answered, fails its test, even when the
// site took it for an outage. One hook: a failure must not skip the reset.
afterEach(() => {
  upstream.resetHandlers();
  try {
    throwUnstubbedCalls();
  } finally {
    throwStubMismatches();
  }
});
afterAll(() => upstream.close());

// A test that makes the code log an error has found a problem, even if its assertions pass.
const consoleError = console.error;
beforeAll(() => {
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    consoleError(...args);
    throw new Error(`console.error was called: ${args.map(String).join(" ")}`);
  });
});
