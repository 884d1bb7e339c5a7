/**
 * The checks a host page (or an embed) must make before trusting a message (spec 5.3), in
 * order: exact origin, then window identity, then the envelope and payload. The host
 * controller and the embed bridge both call these; they are exported for pages that wire
 * `postMessage` themselves.
 *
 * @module
 */

import { describeThrown } from '../internal/describe.js';
import { type Accepted, type Refusal, readMessage, toResult } from './envelope.js';
import type { Direction } from './payload.js';
import { bad, refusal } from './refusal.js';
import type { ActionMessage, EventMessage, ParseResult } from './types.js';

/** Whom to trust: the exact origin and, ideally, the exact window messages must come from. */
export interface Trust {
  /**
   * The origin messages must come from, exactly as `MessageEvent.origin` reports it
   * (`https://tenant.example.com`, no trailing slash). The opaque origin `'null'` is never
   * trusted: every sandboxed or `data:` document shares it.
   */
  origin: string;
  /**
   * The window messages must come from (`event.source`), e.g. `iframe.contentWindow`. When
   * given — even as `null`, which then matches nothing — another window of the same origin
   * is refused.
   */
  window?: MessageEventSource | null;
}

/**
 * The parts of a `MessageEvent` the checks read. A real `MessageEvent` whose `isTrusted` is
 * false (dispatched by a script rather than delivered by the browser) is refused as
 * `untrusted-origin`.
 */
export type MessageLike = Pick<MessageEvent, 'origin' | 'source' | 'data'>;

/**
 * Decides whether a received message is a trusted protocol event from the embed.
 *
 * @example
 * ```ts
 * window.addEventListener('message', (event) => {
 *   const result = checkEventMessage(event, { origin: 'https://tenant.example.com', window: iframe.contentWindow });
 *   if (result.ok) handle(result.message);
 * });
 * ```
 */
export function checkEventMessage(event: MessageLike, trust: Trust): ParseResult<EventMessage> {
  return toResult(readMessageFrom(event, 'event', trust.origin, trust.window));
}

/** Decides whether a received message is a trusted protocol action from the host. */
export function checkActionMessage(event: MessageLike, trust: Trust): ParseResult<ActionMessage> {
  return toResult(readMessageFrom(event, 'action', trust.origin, trust.window));
}

/**
 * {@link checkEventMessage} or {@link checkActionMessage}, with the trusted origin and window as
 * arguments, returning the message with its short name, or the refusal (see `readMessage`): what the host
 * controller and the embed bridge call for every message, without building a {@link Trust} or a
 * result each time.
 *
 * @internal
 */
export function readMessageFrom(
  event: MessageLike,
  direction: 'event',
  origin: string,
  window?: MessageEventSource | null,
): Accepted<EventMessage> | Refusal;
export function readMessageFrom(
  event: MessageLike,
  direction: 'action',
  origin: string,
  window?: MessageEventSource | null,
): Accepted<ActionMessage> | Refusal;
export function readMessageFrom(
  event: MessageLike,
  direction: Direction,
  origin: string,
  window?: MessageEventSource | null,
): Accepted<Record<string, unknown>> | Refusal {
  return checkSender(event, origin, window) ?? readMessage(event.data, direction);
}

function checkSender(
  event: MessageLike,
  origin: string,
  window: MessageEventSource | null | undefined,
): Refusal | undefined {
  try {
    // A MessageEvent built and dispatched by a page script can claim any origin and source; only
    // the browser's own events (isTrusted) vouch for them. Plain objects (tests, relays) carry
    // no isTrusted flag and are judged on their fields.
    const synthetic = (event as Partial<Event>).isTrusted === false;
    if (synthetic || event.origin !== origin || origin === 'null') {
      return bad('untrusted-origin', 'origin', JSON.stringify(origin), synthetic ? 'a synthetic event' : event.origin);
    }
    if (window !== undefined && (window === null || event.source !== window)) {
      return refusal('untrusted-window', 'source: expected the trusted window, got another');
    }
    return undefined;
  } catch (error) {
    // A relayed event-like object whose getters throw: never trusted, never a throw.
    return refusal('untrusted-origin', `origin: could not be read (${describeThrown(error)})`);
  }
}
