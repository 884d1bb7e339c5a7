/**
 * The chat API's rules, each defined once: message ids, external ids, what an internal user may
 * not be given, the busy-thread text, the special ids of the stream, and the endpoints' segments.
 */
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ABORT_SEGMENT,
  isExternalId,
  isSpecialId,
  MESSAGE_ID,
  NOT_WITH_INTERNAL_ID,
  newMessageId,
  SPECIAL_ID,
  STREAM_SEGMENT,
  saysThreadBusy,
  THREAD_BUSY_TEXT,
} from '../../src/chat/rules.js';

afterEach(() => {
  vi.useRealTimers();
});

describe('message ids', () => {
  it('MESSAGE_ID is 13 or more digits of Unix milliseconds, then -message', () => {
    for (const id of ['1732512345678-message', '17325123456789-message']) expect(MESSAGE_ID.test(id), id).toBe(true);
    for (const id of [
      '173251234567-message',
      '1732512345678',
      '1732512345678-Message',
      'x1732512345678-message',
      '1732512345678-message ',
      '',
    ])
      expect(MESSAGE_ID.test(id), id).toBe(false);
  });

  it('newMessageId is the current time in milliseconds, as MESSAGE_ID says', () => {
    vi.useFakeTimers({ now: 1_732_512_345_678 });
    expect(newMessageId()).toBe('1732512345678-message');
    expect(MESSAGE_ID.test(newMessageId())).toBe(true);
  });
});

describe('isExternalId', () => {
  it('is a non-empty lowercase string without white space', () => {
    for (const id of ['jane', 'jane@example.com', 'user-42', 'ü-straße']) expect(isExternalId(id), id).toBe(true);
    for (const id of ['', 'Jane', 'jane doe', 'jane\t', 'JANE@EXAMPLE.COM', 42, null, undefined])
      expect(isExternalId(id), String(id)).toBe(false);
  });

  it('for any string: kept exactly when lowercasing changes nothing and there is no white space', () => {
    fc.assert(
      fc.property(fc.string(), (id) => {
        expect(isExternalId(id)).toBe(id !== '' && id === id.toLowerCase() && !/\s/.test(id));
      }),
    );
  });
});

describe('the other rules', () => {
  it('an internal user may be given no roles, attributes, groups, security context or public dashboard', () => {
    expect([...NOT_WITH_INTERNAL_ID]).toEqual([
      'roles',
      'userAttributes',
      'groups',
      'securityContext',
      'publicDashboardId',
    ]);
  });

  it('saysThreadBusy finds the service’s text in any case, anywhere in a refusal', () => {
    expect(saysThreadBusy(THREAD_BUSY_TEXT)).toBe(true);
    expect(saysThreadBusy(`{"error":"${THREAD_BUSY_TEXT.toUpperCase()} for chat-1"}`)).toBe(true);
    expect(saysThreadBusy('Streaming for another thread')).toBe(false);
  });

  it('the special ids are __<name>__, and any such id is special, not a message', () => {
    expect(Object.values(SPECIAL_ID)).toEqual(['__cutoff__', '__state__', '__usage__', '__aborted__', '__suspended__']);
    expect(Object.isFrozen(SPECIAL_ID)).toBe(true);
    for (const id of [...Object.values(SPECIAL_ID), '__future__', '____']) expect(isSpecialId(id), id).toBe(true);
    for (const id of ['__', '___', '__state', 'state__', 'm-1', '_state_']) expect(isSpecialId(id), id).toBe(false);
  });

  it('the abort endpoint replaces the stream endpoint’s last segment', () => {
    expect([STREAM_SEGMENT, ABORT_SEGMENT]).toEqual(['stream-chat-state', 'abort']);
  });
});
