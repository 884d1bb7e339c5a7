/**
 * A run's events: subscribing — checked, each handler isolated — and telling, which stops once
 * the run has ended.
 *
 * @module
 * @internal
 */

import { createNanoEvents } from 'nanoevents';
import { refuseApiOption } from '../http/refuse.js';
import { callUserCallback } from '../internal/call-user-callback.js';
import type { ChatRunEvents } from './run-types.js';

/** The names of a run's events: the keys of {@link ChatRunEvents}. */
const RUN_EVENTS: ReadonlySet<string> = new Set<keyof ChatRunEvents>([
  'thread',
  'message',
  'delta',
  'tool-call',
  'answer',
  'usage',
  'suspended',
  'reconnect',
  'end',
  'error',
]);

/**
 * Refuses an unknown event or a handler that is not a function.
 * @throws {@link ApiError} `INVALID_OPTIONS` naming the event or the handler.
 */
export function checkSubscription(event: unknown, handler: unknown): void {
  if (!RUN_EVENTS.has(event as string)) refuseApiOption('event', `one of ${[...RUN_EVENTS].join(', ')}`, event);
  if (typeof handler !== 'function') refuseApiOption('handler', 'a function', handler);
}

/** The events of one run, over nanoevents. */
export class RunEvents {
  readonly #emitter = createNanoEvents<ChatRunEvents>();
  /** Whether the run has ended: then nothing but its ending is told. */
  readonly #isOver: () => boolean;

  constructor(isOver: () => boolean) {
    this.#isOver = isOver;
  }

  /** Subscribes a handler, isolated (see `ChatRun.on`), once {@link checkSubscription} let it through. */
  on<E extends keyof ChatRunEvents>(event: E, handler: ChatRunEvents[E]): () => void {
    // Each handler on its own: one that throws neither stops the others nor reaches the
    // reading loop (where it would pass for a dropped connection and re-send the request);
    // callUserCallback reports its error (see src/internal/call-user-callback.ts).
    const isolated = (payload: unknown) => callUserCallback(handler as (payload: unknown) => void, payload);
    return this.#emitter.on(event, isolated as ChatRunEvents[E]);
  }

  /** Whether anyone listens to an event (nanoevents keeps its handlers in `events`). */
  listened(event: keyof ChatRunEvents): boolean {
    return (this.#emitter.events[event]?.length ?? 0) > 0;
  }

  /** Tells an event, unless the run has ended: a handler may end it while a line is told, and nothing comes after `end`. */
  tell<E extends keyof ChatRunEvents>(event: E, ...payload: Parameters<ChatRunEvents[E]>): void {
    if (!this.#isOver()) this.#emitter.emit(event, ...payload);
  }

  /** Tells an event whatever the run's status: its end, its failure, a re-send. */
  emit<E extends keyof ChatRunEvents>(event: E, ...payload: Parameters<ChatRunEvents[E]>): void {
    this.#emitter.emit(event, ...payload);
  }
}
