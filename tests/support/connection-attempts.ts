import { Socket } from "node:net";
import { vi } from "vitest";

export interface ConnectionAttempt {
  address: string;
  port: number;
}

/**
 * Every TCP connection this thread starts while `during` runs, plain or TLS, as Node reports it
 * on the socket (`connectionAttempt`: once the name is resolved, before anything is sent). A
 * request refused by an address check never gets that far.
 */
export async function connectionAttemptsDuring<T>(during: () => Promise<T>): Promise<{ result: T; attempts: ConnectionAttempt[] }> {
  const attempts: ConnectionAttempt[] = [];
  const emit = Socket.prototype.emit;
  const spy = vi.spyOn(Socket.prototype, "emit").mockImplementation(function (this: Socket, event: string | symbol, ...args: unknown[]) {
    if (event === "connectionAttempt") attempts.push({ address: String(args[0]), port: Number(args[1]) });
    return emit.call(this, event, ...args);
  });
  try {
    return { result: await during(), attempts };
  } finally {
    spy.mockRestore();
  }
}
