/// <reference types="node" />
/**
 * Writing a newline-delimited JSON stream the way a network delivers it: one object per line,
 * optionally each line cut into several writes at chosen or random byte positions (inside
 * multi-byte characters too), optionally the connection dropped after a number of lines.
 *
 * @module
 */

import type { ServerResponse } from 'node:http';
import { endResponse } from './local-server.js';
import type { SplitLines } from './types.js';

/** Options of an {@link NdjsonWriter}. */
export interface NdjsonWriterOptions {
  split: SplitLines;
  /** Random numbers in [0, 1), for `split: true`. */
  random: () => number;
  /** Destroys the connection once this many lines are written. */
  dropAfter?: number | undefined;
  /** Called once when the writer is done: ended, dropped, or the client went away. */
  onClose?: () => void;
}

/** A small seeded generator (mulberry32): the same seed cuts lines at the same places. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Where to cut a line of `bytes`: sorted, distinct offsets strictly inside it. */
function cutPoints(bytes: Uint8Array, split: SplitLines, random: () => number): number[] {
  let points: readonly number[];
  if (split === false) return [];
  if (split === true) {
    const count = 1 + Math.floor(random() * 3);
    points = Array.from({ length: count }, () => 1 + Math.floor(random() * (bytes.length - 1)));
  } else points = typeof split === 'function' ? split(bytes) : split;
  return [...new Set(points)]
    .filter((point) => Number.isInteger(point) && point > 0 && point < bytes.length)
    .sort((a, b) => a - b);
}

/** How long after its last line a dropped connection is cut. */
const DROP_DELAY_MS = 20;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Writes JSON lines to a response in order. Writes queue: a line cut into pieces is written
 * piece by piece, each on a later turn of the event loop (so that they leave as separate
 * network writes), and the next line waits for it.
 */
export class NdjsonWriter {
  #queue: Promise<void> = Promise.resolve();
  #written = 0;
  #closed = false;
  /** The connection is to be cut (see {@link NdjsonWriter.#drop}): it must never end well. */
  #dropping = false;
  /** The cut is timed: the last line has left. */
  #cutting = false;
  readonly #response: ServerResponse;
  readonly #options: NdjsonWriterOptions;

  constructor(response: ServerResponse, options: NdjsonWriterOptions) {
    this.#response = response;
    this.#options = options;
    response.once('close', () => this.#close());
  }

  /** Whether the writer is done: nothing more is written. */
  get closed(): boolean {
    return this.#closed;
  }

  /** Queues one line: `value` as JSON, then `\n`. */
  write(value: unknown): void {
    if (this.#closed) return;
    const bytes = Buffer.from(`${JSON.stringify(value)}\n`, 'utf8');
    this.#queue = this.#queue.then(() => this.#send(bytes));
  }

  /**
   * Ends the response after the queued lines — or, when one of them is to drop the connection,
   * leaves it to the cut (ended at once, its last lines might never reach the client).
   */
  end(): Promise<void> {
    this.#queue = this.#queue.then(() => (this.#dropping ? this.#gone() : this.endNow()));
    return this.#queue;
  }

  /** Resolves once the response is finished or gone. */
  #gone(): Promise<void> {
    const response = this.#response;
    return new Promise((resolve) => (response.destroyed ? resolve() : response.once('close', () => resolve())));
  }

  /**
   * Ends the response now, dropping queued lines; resolves once it is finished or gone. A
   * connection about to be cut is left to it: ended, it would hand the client a whole body —
   * one without the rest of the answer, but no dropped connection.
   */
  endNow(): Promise<void> {
    this.#close();
    const response = this.#response;
    if (!this.#dropping) return endResponse(response);
    // Its last line not even out yet (a close() came between its pieces): cut now.
    if (!this.#cutting) response.destroy();
    return this.#gone();
  }

  async #send(bytes: Buffer): Promise<void> {
    const points = cutPoints(bytes, this.#options.split, this.#options.random);
    const { dropAfter } = this.#options;
    const drop = dropAfter !== undefined && this.#written + 1 >= dropAfter;
    if (drop) this.#dropping = true;
    let start = 0;
    for (const end of [...points, bytes.length]) {
      if (this.#closed) return;
      if (start > 0) {
        await nextTurn();
        if (this.#closed) return;
      }
      const last = end === bytes.length;
      this.#response.write(bytes.subarray(start, end), last && drop ? () => this.#drop() : undefined);
      start = end;
    }
    this.#written += 1;
    // Nothing more is written to a connection about to drop.
    if (drop) this.#close();
  }

  /**
   * Cuts the connection mid-answer: the client sees it reset, not the end of a chunked body.
   * It is cut a moment after the last line has left, as a network fails: a client has read
   * what arrived before the connection broke (a fetch body drops what it has not read yet).
   */
  #drop(): void {
    this.#cutting = true;
    setTimeout(() => this.#response.destroy(), DROP_DELAY_MS).unref();
  }

  #close(): void {
    if (this.#closed) return;
    this.#closed = true;
    this.#options.onClose?.();
  }
}
