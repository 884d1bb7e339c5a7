/**
 * One iteration of a run's lines: the lines that arrive while it lasts, queued until asked for,
 * and the run's end. A run keeps no line of its own; each iterator keeps only what it has not
 * yet taken, and lets go of everything once it stops.
 *
 * @module
 * @internal
 */

import type { ApiError } from '../http/api-error.js';
import type { ChatStreamMessage } from './types.js';

/** An async iterator over the lines a run pushes, ending when the run ends (rejecting with its failure). */
export class LineQueue implements AsyncIterator<ChatStreamMessage> {
  #lines: ChatStreamMessage[] = [];
  #head = 0;
  /** Whether the run ended, and how: `true` (well), an error (failed), or `false` (still going). */
  #ending: boolean | ApiError = false;
  /** Whether the consumer stopped (`return()`). */
  #closed = false;
  /** `next()` calls waiting for a line or the end, oldest first. */
  #waiting: Array<() => void> = [];
  readonly #onClose: (queue: LineQueue) => void;

  /** @param onClose - Called once when the consumer stops, so that the run pushes no more. */
  constructor(onClose: (queue: LineQueue) => void) {
    this.#onClose = onClose;
  }

  /** Adds a line the run read. */
  push(line: ChatStreamMessage): void {
    if (this.#closed || this.#ending !== false) return;
    this.#lines.push(line);
    this.#wake();
  }

  /** Ends the iteration once the queued lines are taken: well (`true`) or with the run's error. */
  end(outcome: true | ApiError): void {
    if (this.#ending !== false) return;
    this.#ending = outcome;
    this.#wake();
  }

  next(): Promise<IteratorResult<ChatStreamMessage>> {
    return new Promise((resolve, reject) => {
      const step = () => {
        if (this.#closed) resolve({ value: undefined, done: true });
        else if (this.#head < this.#lines.length) {
          const line = this.#lines[this.#head]!;
          this.#head += 1;
          // Taken lines are let go of once the queue is empty again.
          if (this.#head === this.#lines.length) (this.#lines = []), (this.#head = 0);
          resolve({ value: line, done: false });
        } else if (this.#ending === true) resolve({ value: undefined, done: true });
        else if (this.#ending !== false) reject(this.#ending);
        else this.#waiting.push(step);
      };
      // Behind any call still waiting: answers come in the order of the calls.
      if (this.#waiting.length > 0) this.#waiting.push(step);
      else step();
    });
  }

  /** Stops this iteration only: the run goes on for its events and other iterations. */
  async return(): Promise<IteratorResult<ChatStreamMessage>> {
    if (!this.#closed) {
      this.#closed = true;
      this.#lines = [];
      this.#onClose(this);
      this.#wake();
    }
    return { value: undefined, done: true };
  }

  /** Lets the waiting calls look again, in order, as long as there is something for them. */
  #wake(): void {
    const waiting = this.#waiting;
    this.#waiting = [];
    for (const step of waiting) step();
  }
}
