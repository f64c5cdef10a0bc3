/** Thrown when every slot is busy and the queue is full: the caller answers "try again shortly". */
export class TooBusyError extends Error {
  constructor() {
    super('too many password checks at once');
    this.name = 'TooBusyError';
  }
}

/**
 * Runs at most `slots` tasks at once; up to `queue` more wait their turn in order, and one more
 * than that is refused at once with TooBusyError instead of waiting without end.
 */
export class BoundedConcurrency {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly slots: number,
    private readonly queue: number,
  ) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.slots) {
      if (this.waiting.length >= this.queue) throw new TooBusyError();
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running++;
    }
    try {
      return await task();
    } finally {
      // The slot passes straight to the next in line, or is freed.
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}
