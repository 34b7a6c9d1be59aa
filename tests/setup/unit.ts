import { afterAll, afterEach, beforeAll, vi } from "vitest";
import { throwStubMismatches } from "../mocks/api/stub";
import { upstream } from "../mocks/server";

beforeAll(() => upstream.listen({ onUnhandledRequest: "error" }));
afterEach(() => upstream.resetHandlers());
// A stub that answered off the contract fails its test, even when the site took the answer for an outage.
afterEach(() => throwStubMismatches());
afterAll(() => upstream.close());

// A test that makes the code log an error has found a problem, even if its assertions pass.
const consoleError = console.error;
beforeAll(() => {
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    consoleError(...args);
    throw new Error(`console.error was called: ${args.map(String).join(" ")}`);
  });
});
