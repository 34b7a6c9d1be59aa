import { expect } from "vitest";

/**
 * Matchers for a route's answer (tests/support/route.ts), so a test says what it checks:
 * `expect(answer).toRedirectTo("/console/posts/7?done=saved")`,
 * `expect(answer).toHaveHeader("Cache-Control", "private, no-store")`.
 */
interface RouteMatchers<R = unknown> {
  /** A redirect (3xx; `status` when given) to this location, exactly or matching the pattern. */
  toRedirectTo(location: string | RegExp, status?: number): R;
  /** The header has this value (exactly or matching the pattern); null: the header is absent. */
  toHaveHeader(name: string, value: string | RegExp | null): R;
}

declare module "vitest" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type, @typescript-eslint/no-explicit-any
  interface Assertion<T = any> extends RouteMatchers<T> {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AsymmetricMatchersContaining extends RouteMatchers {}
}

interface Answered {
  status: number;
  headers: Headers;
}

const matches = (value: string | null, expected: string | RegExp | null) =>
  expected instanceof RegExp ? value !== null && expected.test(value) : value === expected;

expect.extend({
  toRedirectTo(received: Answered, location: string | RegExp, status?: number) {
    const actual = received.headers.get("Location");
    const isRedirect = status === undefined ? received.status >= 300 && received.status < 400 : received.status === status;
    return {
      pass: isRedirect && matches(actual, location),
      message: () =>
        `expected a ${status ?? "3xx"} redirect to ${String(location)}${this.isNot ? " not" : ""}, got ${received.status} to ${actual ?? "nowhere"}`,
    };
  },
  toHaveHeader(received: Answered, name: string, value: string | RegExp | null) {
    const actual = received.headers.get(name);
    return {
      pass: matches(actual, value),
      message: () => `expected ${name}${this.isNot ? " not" : ""} to be ${String(value)}, got ${actual ?? "no such header"}`,
    };
  },
});
