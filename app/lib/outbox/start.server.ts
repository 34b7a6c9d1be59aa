import type { OutboxStorageOptions } from "./database.server";
import { Outbox } from "./outbox.server";
import { OutboxWorker } from "./worker.server";

/** Opens the outbox and starts retrying what it holds; server.ts calls this once at start. */
export async function startOutbox(options: OutboxStorageOptions): Promise<{ outbox: Outbox; stop(): Promise<void> }> {
  const outbox = await Outbox.open(options);
  const worker = new OutboxWorker(outbox);
  worker.start();
  return {
    outbox,
    stop: async () => {
      await worker.stop();
      await outbox.close();
    },
  };
}
