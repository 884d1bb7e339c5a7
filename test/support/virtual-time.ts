/**
 * A virtual clock for the management client's loops (retries, timeouts, dbt sync polling):
 * a `Timing` whose sleeps fire only when the test runs them, in time order, with the clock
 * jumping to each. Nothing waits in real time, and every delay the code asked for is recorded.
 */
import type { Timing } from '../../src/http/timing.js';

interface Timer {
  at: number;
  ms: number;
  seq: number;
  resolve(): void;
}

/** Lets every promise reaction and pending I/O callback of the moment run. */
export async function settle(): Promise<void> {
  for (let round = 0; round < 5; round += 1) await new Promise<void>((resolve) => setImmediate(resolve));
}

export class VirtualTime implements Timing {
  /** The virtual epoch milliseconds. */
  time = 1_800_000_000_000;
  /** What `random()` returns. */
  randomValue = 0.5;
  /** The length of every sleep that ran to its end, in order (aborted ones are left out). */
  readonly slept: number[] = [];
  private timers: Timer[] = [];
  private seq = 0;

  now = (): number => this.time;
  random = (): number => this.randomValue;

  sleep = (ms: number, signal?: AbortSignal): Promise<void> =>
    new Promise<void>((resolve, reject) => {
      if (signal?.aborted) {
        reject(signal.reason);
        return;
      }
      const timer: Timer = {
        at: this.time + ms,
        ms,
        seq: this.seq++,
        resolve: () => {
          signal?.removeEventListener('abort', onAbort);
          this.slept.push(ms);
          resolve();
        },
      };
      const onAbort = () => {
        this.timers = this.timers.filter((t) => t !== timer);
        reject(signal?.reason);
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.timers.push(timer);
    });

  /** The sleeps pending, by length. */
  get pending(): number[] {
    return this.timers.map((timer) => timer.ms);
  }

  /** Fires the earliest pending sleep, moving the clock to its end; false when none is pending. */
  fireNext(): boolean {
    const next = [...this.timers].sort((a, b) => a.at - b.at || a.seq - b.seq)[0];
    if (!next) return false;
    this.timers = this.timers.filter((timer) => timer !== next);
    this.time = Math.max(this.time, next.at);
    next.resolve();
    return true;
  }

  /**
   * Runs `promise` to its end: lets pending work run, then fires the earliest sleep, and again,
   * until it settles. Fails when nothing is left to fire and it has not settled (a hang).
   */
  async run<T>(promise: Promise<T>, maxTimers = 1_000): Promise<T> {
    let settled = false;
    promise.then(
      () => {
        settled = true;
      },
      () => {
        settled = true;
      },
    );
    for (let fired = 0; fired <= maxTimers; fired += 1) {
      await settle();
      if (settled) return promise;
      if (!this.fireNext()) throw new Error('hang: the promise has not settled and no sleep is pending');
    }
    throw new Error(`the promise did not settle after ${maxTimers} sleeps`);
  }
}
