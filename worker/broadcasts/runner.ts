import { AGAIN_MS } from "./plan";

/**
 * Passes one at a time, whoever asks: a change's wake, the alarm. A wake while a pass runs asks
 * for one more pass after it (any number of wakes meanwhile: one), so a change made while Kit
 * answered is always read by a pass that starts after it. The alarm is set a minute on before
 * each pass, so a pass cut short (an eviction, an exception) is run again, then moved to when the
 * pass says the next is due, or cleared when nothing is watched.
 */
export interface AlarmClock {
  set(at: number): Promise<void>;
  clear(): Promise<void>;
}

export interface PassRunnerOptions {
  alarms: AlarmClock;
  /** One pass at `now`: when the next is due (null: nothing watched). */
  pass: (now: number) => Promise<{ next: number | null }>;
  clock?: () => number;
}

export class PassRunner {
  private running: Promise<void> | null = null;
  private again = false;

  constructor(private readonly options: PassRunnerOptions) {}

  /** A pass now, or one more after the one running; resolves when the passes it started are over. */
  wake(): Promise<void> {
    if (this.running) {
      this.again = true;
      return Promise.resolve();
    }
    this.running = this.loop().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /** Resolves once no pass runs (those asked for meanwhile included). */
  async settled(): Promise<void> {
    while (this.running) await this.running;
  }

  private async loop(): Promise<void> {
    do {
      this.again = false;
      await this.once();
    } while (this.again);
  }

  private async once(): Promise<void> {
    const { alarms, pass, clock = Date.now } = this.options;
    const now = clock();
    await alarms.set(now + AGAIN_MS);
    let next: number | null = now + AGAIN_MS;
    try {
      next = (await pass(now)).next;
    } catch (error) {
      console.error("[broadcasts] a pass failed; the next runs in a minute:", error);
    }
    if (next === null) await alarms.clear();
    else await alarms.set(next);
  }
}
