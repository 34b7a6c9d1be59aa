import type { OutboxStorageOptions } from "./database";
import { takeOverFormerOutbox } from "./former-folder";
import { Outbox } from "./outbox";
import { OutboxWorker, type OutboxWorkerOptions } from "./worker";

/** Opens the outbox and starts retrying what it holds; the server calls this once at start. */
export async function startOutbox(
  options: OutboxStorageOptions,
  workerOptions: Pick<OutboxWorkerOptions, "onDelivered"> = {},
): Promise<{ outbox: Outbox; stop(): Promise<void> }> {
  const outbox = await Outbox.open(options);
  if (options.pglite) await takeOverFormerOutbox(options.dataDir, outbox);
  const worker = new OutboxWorker(outbox, workerOptions);
  worker.start();
  return {
    outbox,
    stop: async () => {
      await worker.stop();
      await outbox.close();
    },
  };
}
