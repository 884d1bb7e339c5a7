/**
 * The envelope checks of every inbound message, in order and cheapest first: an object, the
 * source, the direction, a type of the catalog, the timestamp, the surface (on an event; none on
 * an action), a plain-object payload, and only then the payload's validator. What passes is a
 * fresh message with the protocol's fields only, and its short name for dispatch.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expected } from '../../src/internal/describe.js';
import { parseActionMessage, parseEventMessage, readMessage, toResult } from '../../src/protocol/envelope.js';
import { newerReference } from '../support/newer-reference.js';

const event = (fields: Record<string, unknown> = {}) => ({
  source: 'platform-embed',
  direction: 'event',
  type: 'platform:event:navigate',
  surface: 'dashboard',
  timestamp: 1_700_000_000_000,
  payload: { path: '/next' },
  ...fields,
});
const action = (fields: Record<string, unknown> = {}) => ({
  source: 'platform-embed',
  direction: 'action',
  type: 'platform:action:set-locale',
  timestamp: 1_700_000_000_000,
  payload: { locale: 'en-GB' },
  ...fields,
});

describe('readMessage', () => {
  it('accepts a message as a fresh object of the protocol’s fields, with its short name', () => {
    const data = event({ extra: 'dropped' });
    const read = readMessage(data, 'event');
    expect(read).toEqual({
      ok: true,
      name: 'navigate',
      message: {
        source: 'platform-embed',
        direction: 'event',
        type: 'platform:event:navigate',
        surface: 'dashboard',
        timestamp: 1_700_000_000_000,
        payload: { path: '/next' },
      },
    });
    expect(read.ok && read.message).not.toBe(data);
    expect(read.ok && read.message.payload).not.toBe(data.payload);
    expect(readMessage(action(), 'action')).toMatchObject({ ok: true, name: 'set-locale' });
  });

  it('checks in order: each refusal names the first part that is wrong, the later parts unread', () => {
    /** `fields`, and a type, timestamp and payload that throw when read. */
    const withUnread = (fields: Record<string, unknown>) => {
      const unread = {
        get: () => {
          throw new Error('read too early');
        },
      };
      return Object.defineProperties(
        { ...fields },
        { type: unread, timestamp: unread, payload: unread, surface: unread },
      );
    };
    expect(readMessage('text', 'event')).toEqual({
      ok: false,
      reason: 'not-an-object',
      detail: expected('message', 'an object', 'text'),
    });
    expect(readMessage(withUnread({ source: 'other', direction: 'event' }), 'event')).toEqual({
      ok: false,
      reason: 'wrong-source',
      detail: expected('source', '"platform-embed"', 'other'),
    });
    expect(readMessage(withUnread({ source: 'platform-embed', direction: 'action' }), 'event')).toEqual({
      ok: false,
      reason: 'wrong-direction',
      detail: expected('direction', '"event"', 'action'),
    });
    expect(readMessage(event({ type: 'platform:event:nope', payload: undefined }), 'event')).toEqual({
      ok: false,
      reason: 'unknown-type',
      detail: expected('type', 'a catalog name', 'platform:event:nope'),
    });
    expect(readMessage(event({ type: 'platform:action:navigate' }), 'event')).toEqual({
      ok: false,
      reason: 'invalid-envelope',
      detail: expected('type', '"platform:event:<name>"', 'platform:action:navigate'),
    });
    expect(readMessage(event({ timestamp: -1 }), 'event')).toMatchObject({
      reason: 'invalid-envelope',
      detail: expected('timestamp', 'epoch milliseconds', -1),
    });
    expect(readMessage(event({ surface: 'elsewhere' }), 'event')).toMatchObject({
      reason: 'invalid-envelope',
      detail: expect.stringMatching(/^surface: expected one of "dashboard", "app", "chat"/),
    });
    expect(readMessage(event({ payload: new Date(0) }), 'event')).toMatchObject({
      reason: 'invalid-envelope',
      detail: expect.stringMatching(/^payload: expected a plain object/),
    });
    expect(readMessage(event({ payload: { path: 7 } }), 'event')).toMatchObject({
      reason: 'invalid-payload',
      detail: expect.stringMatching(/^payload\.path: expected string/),
    });
  });

  it('a timestamp must be a finite number ≥ 0', () => {
    for (const timestamp of [Number.NaN, Infinity, '1700000000000', undefined, -0.5]) {
      expect(readMessage(event({ timestamp }), 'event'), String(timestamp)).toMatchObject({
        ok: false,
        reason: 'invalid-envelope',
      });
    }
    expect(readMessage(event({ timestamp: 0 }), 'event').ok).toBe(true);
  });

  it('an action carries no surface key at all, even an undefined one', () => {
    expect(readMessage(action({ surface: undefined }), 'action')).toMatchObject({
      ok: false,
      reason: 'invalid-envelope',
      detail: expect.stringMatching(/^surface: expected none on an action/),
    });
    expect(readMessage(event({ surface: undefined }), 'event')).toMatchObject({
      ok: false,
      reason: 'invalid-envelope',
    });
  });

  it('a getter that throws is a refusal saying the message could not be read, never a throw', () => {
    const hostile = {
      source: 'platform-embed',
      get direction(): string {
        throw new Error('trap');
      },
    };
    expect(readMessage(hostile, 'event')).toMatchObject({
      ok: false,
      reason: 'invalid-envelope',
      detail: expect.stringMatching(/^message: could not be read \(.*trap/),
    });
  });

  it('never throws and always answers ok or a known reason, whatever it is given', () => {
    const reasons = [
      'not-an-object',
      'wrong-source',
      'wrong-direction',
      'unknown-type',
      'invalid-envelope',
      'invalid-payload',
    ];
    fc.assert(
      fc.property(
        fc.oneof(
          fc.anything(),
          fc.record({
            source: fc.constantFrom('platform-embed', 'x'),
            direction: fc.constantFrom('event', 'action'),
            type: fc.string(),
            timestamp: fc.anything(),
            payload: fc.anything(),
          }),
        ),
        fc.constantFrom('event' as const, 'action' as const),
        (data, direction) => {
          const read = readMessage(data, direction);
          if (!read.ok) expect(reasons).toContain(read.reason);
        },
      ),
    );
  });
});

describe('toResult, parseEventMessage and parseActionMessage', () => {
  it('the public result is the message without its name, or the refusal as it is', () => {
    const read = readMessage(event(), 'event');
    const result = toResult(read);
    expect(result).toEqual({ ok: true, message: read.ok && read.message });
    expect(Object.keys(result)).toEqual(['ok', 'message']);
    const refused = readMessage(null, 'event');
    expect(toResult(refused)).toBe(refused);
  });

  it('parse each direction: an event is no action, nor an action an event', () => {
    expect(parseEventMessage(event())).toEqual(toResult(readMessage(event(), 'event')));
    expect(parseActionMessage(action())).toEqual(toResult(readMessage(action(), 'action')));
    expect(parseActionMessage(event())).toMatchObject({ ok: false, reason: 'wrong-direction' });
    expect(parseEventMessage(action())).toMatchObject({ ok: false, reason: 'wrong-direction' });
  });
});

describe('the newer reference’s actions', () => {
  it('parses set-timezone and an empty refresh as they travel', () => {
    const messages = newerReference('set-timezone.json') as unknown[];
    expect(messages.map((message) => parseActionMessage(message))).toEqual(
      messages.map((message) => ({ ok: true, message })),
    );
  });

  it('refuses a set-timezone whose zone is not a zone name, naming the field', () => {
    const [timezone] = newerReference('set-timezone.json') as Array<Record<string, unknown>>;
    expect(parseActionMessage({ ...timezone, payload: { timezone: 'Tokyo time' } })).toEqual({
      ok: false,
      reason: 'invalid-payload',
      detail: 'payload.timezone: expected an IANA time zone name such as "Asia/Tokyo", got "Tokyo time"',
    });
  });
});
