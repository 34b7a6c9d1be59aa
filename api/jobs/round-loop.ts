/**
 * The claim loop of a durable queue's worker (mail, webhooks): a round claims and handles due
 * rows until none is left; the next round comes after `intervalMs`, or at once when work was
 * queued meanwhile (`kick`). One round at a time; `stop` waits for the one in progress, so the
 * database is not closed under it.
 */
export class RoundLoop {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;
  private again = false;
  private stopped = true;

  constructor(
    private readonly round: () => Promise<unknown>,
    private readonly options: {
      intervalMs: number;
      /** Says a failed round in the log; the next round tries again. */
      onError: (error: unknown) => void;
      /** Whether the waiting timer lets the process exit (the API's workers) or not. */
      unref?: boolean;
    },
  ) {}

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.schedule(0);
  }

  /** New work was queued: look at once rather than at the next interval. */
  kick(): void {
    if (this.stopped) return;
    if (this.running) this.again = true;
    else this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.running = this.round()
        .catch(this.options.onError)
        .finally(() => {
          this.running = null;
          const soon = this.again;
          this.again = false;
          this.schedule(soon ? 0 : this.options.intervalMs);
        });
    }, delayMs);
    if (this.options.unref) this.timer.unref();
  }
}
