import { HttpError } from "../http/errors";

/**
 * A small gate for image work: `concurrency` jobs run at once, `maxWaiting` wait, and the rest are
 * turned away at the door (before their bytes are even read), so fifty uploads at once cannot
 * hold fifty files and fifty decoded images in memory.
 */
export class WorkGate {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  private admitted = 0;

  constructor(
    private readonly concurrency: number,
    private readonly maxWaiting: number,
  ) {}

  /** A place for one job, or a 429 when every place is taken; `release` it when the job is over. */
  admit(): { run<T>(job: () => Promise<T>): Promise<T>; release(): void } {
    if (this.admitted >= this.concurrency + this.maxWaiting) {
      throw new HttpError(429, "Too many pictures are being processed right now: try again in a minute", undefined, { "Retry-After": "30" });
    }
    this.admitted++;
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      this.admitted--;
    };
    return { run: (job) => this.run(job), release };
  }

  private async run<T>(job: () => Promise<T>): Promise<T> {
    // A finishing job hands its place straight to the next in line, so none can slip in between.
    if (this.running >= this.concurrency) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running++;
    try {
      return await job();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}
