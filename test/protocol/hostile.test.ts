/**
 * Hostile input: whatever arrives, the parsers return a refusal (or a clean message) and leave
 * the realm unchanged.
 */

import { runInNewContext } from 'node:vm';
import { afterEach, describe, expect, it } from 'vitest';
import {
  checkEventMessage,
  createActionMessage,
  createEventMessage,
  EmbedError,
  parseActionMessage,
  parseEventMessage,
} from '../../src/protocol/index.js';

const good = createEventMessage('drilldown', { member: 'orders.count', value: 3 }, 'dashboard');

afterEach(() => {
  // Nothing may have been written to the shared prototypes.
  expect(Object.keys(Object.prototype)).toEqual([]);
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
});

function withGetter(target: object, key: string, get: () => unknown) {
  Object.defineProperty(target, key, { get, enumerable: true, configurable: true });
  return target;
}

const boom = () => {
  throw new Error('boom');
};

describe('prototype pollution attempts', () => {
  it('"__proto__" keys in the envelope and the payload change nothing', () => {
    const data = JSON.parse(
      JSON.stringify(good)
        .replace('{', '{"__proto__":{"polluted":true},')
        .replace('"payload":{', '"payload":{"__proto__":{"polluted":true},'),
    ) as unknown;
    const result = parseEventMessage(data);
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(Object.getPrototypeOf(result.message)).toBe(Object.prototype);
      expect(Object.getPrototypeOf(result.message.payload)).toBe(Object.prototype);
      expect(Object.keys(result.message.payload)).toEqual(['member', 'value']);
    }
  });

  it('a "__proto__" key in a set-theme payload (which keeps further keys) is not copied as a prototype', () => {
    const data = JSON.parse(
      '{"source":"platform-embed","direction":"action","type":"platform:action:set-theme","timestamp":1,"payload":{"primaryColor":"#000","__proto__":{"polluted":true}}}',
    ) as unknown;
    const result = parseActionMessage(data);
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(Object.getPrototypeOf(result.message.payload)).toBe(Object.prototype);
      expect((result.message.payload as Record<string, unknown>).polluted).toBeUndefined();
    }
  });

  it('a payload with a null prototype is still a payload', () => {
    const payload = Object.assign(Object.create(null) as object, { member: 'm' });
    expect(parseEventMessage({ ...good, payload }).ok).toBe(true);
  });

  it('a type naming an Object.prototype member is unknown, not a schema', () => {
    for (const name of ['constructor', 'hasOwnProperty', '__proto__', 'valueOf']) {
      expect(parseEventMessage({ ...good, type: `platform:event:${name}` })).toMatchObject({ reason: 'unknown-type' });
    }
  });
});

describe('getters and proxies that throw', () => {
  it.each([
    ['source', 'invalid-envelope'],
    ['direction', 'invalid-envelope'],
    ['type', 'invalid-envelope'],
    ['timestamp', 'invalid-envelope'],
    ['surface', 'invalid-envelope'],
    ['payload', 'invalid-envelope'],
  ])('a throwing getter on envelope field %s is refused as %s', (key, reason) => {
    const result = parseEventMessage(withGetter({ ...good }, key, boom));
    expect(result).toMatchObject({ ok: false, reason });
    if (!result.ok) expect(result.detail).toContain('boom');
  });

  it('a throwing getter inside the payload is refused', () => {
    const payload = withGetter({ member: 'm' }, 'widgetId', boom);
    expect(parseEventMessage({ ...good, payload })).toMatchObject({
      ok: false,
      reason: 'invalid-envelope',
      detail: expect.stringContaining('boom'),
    });
  });

  it('a Proxy whose every trap throws is refused', () => {
    const trap = new Proxy(
      {},
      { get: boom, has: boom, ownKeys: boom, getOwnPropertyDescriptor: boom, getPrototypeOf: boom },
    );
    expect(parseEventMessage(trap).ok).toBe(false);
    expect(parseEventMessage({ ...good, payload: trap }).ok).toBe(false);
  });

  it('a revoked Proxy is refused', () => {
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    expect(parseEventMessage(proxy)).toMatchObject({ ok: false, reason: 'invalid-envelope' });
    expect(
      parseActionMessage({
        source: 'platform-embed',
        direction: 'action',
        type: 'platform:action:refresh',
        timestamp: 1,
        payload: proxy,
      }).ok,
    ).toBe(false);
  });
});

describe('a thrown value whose toString throws', () => {
  /** Thrown by a hostile getter: an object that cannot even be turned into a string. */
  const unprintable = () => {
    throw {
      toString() {
        throw new Error('no string either');
      },
    };
  };

  it.each(['source', 'type', 'payload'])('a getter on %s throwing it is refused, never thrown', (key) => {
    expect(() => parseEventMessage(withGetter({ ...good }, key, unprintable))).not.toThrow();
    expect(parseEventMessage(withGetter({ ...good }, key, unprintable))).toEqual({
      ok: false,
      reason: 'invalid-envelope',
      detail: 'message: could not be read (an unreadable value)',
    });
  });

  it('inside the payload, and on the action side too', () => {
    const payload = withGetter({ member: 'm' }, 'widgetId', unprintable);
    expect(parseEventMessage({ ...good, payload })).toMatchObject({ ok: false, reason: 'invalid-envelope' });
    const action = withGetter(
      { source: 'platform-embed', direction: 'action', type: 'platform:action:refresh', timestamp: 1 },
      'payload',
      unprintable,
    );
    expect(parseActionMessage(action)).toMatchObject({ ok: false, reason: 'invalid-envelope' });
  });

  it('the check functions never throw on an event-like object whose getters throw so', () => {
    const event = withGetter({ source: null, data: good }, 'origin', unprintable) as unknown as MessageEvent;
    expect(checkEventMessage(event, { origin: 'https://tenant.example.com' })).toEqual({
      ok: false,
      reason: 'untrusted-origin',
      detail: 'origin: could not be read (an unreadable value)',
    });
  });
});

describe('a payload must be a plain object', () => {
  const instances: Array<[string, () => unknown, string]> = [
    ['a Date', () => new Date(0), 'a Date'],
    ['a Map', () => new Map([['scheme', 'dark']]), 'a Map'],
    ['a Blob', () => new Blob(['x']), 'a Blob'],
    ['an ArrayBuffer', () => new ArrayBuffer(8), 'an ArrayBuffer'],
    ['an Error', () => new Error('x'), 'an Error'],
    ['a boxed string', () => new String('x'), 'a String'],
    ['an array', () => [], 'an array'],
  ];

  it.each(instances)('%s is invalid-envelope when parsed (never read as {})', (_label, make, described) => {
    const refresh = {
      source: 'platform-embed',
      direction: 'action',
      type: 'platform:action:refresh',
      timestamp: 1,
      payload: make(),
    };
    expect(parseActionMessage(refresh)).toEqual({
      ok: false,
      reason: 'invalid-envelope',
      detail: `payload: expected a plain object, got ${described}`,
    });
    const loaded = { ...createEventMessage('dashboard-loaded', {}, 'dashboard'), payload: make() };
    expect(parseEventMessage(loaded)).toMatchObject({ ok: false, reason: 'invalid-envelope' });
  });

  it.each(instances)('%s is refused by create* with INVALID_PAYLOAD, nothing built', (_label, make, described) => {
    expect(() => createActionMessage('refresh', make() as never)).toThrow(
      new EmbedError('INVALID_PAYLOAD', `Invalid action "refresh": payload: expected a plain object, got ${described}`),
    );
    expect(() => createEventMessage('dashboard-loaded', make() as never, 'dashboard')).toThrow(EmbedError);
  });

  it('plain objects of another realm, and with a null prototype, are payloads', () => {
    const foreign = runInNewContext('({ scheme: "dark" })') as object;
    expect(Object.getPrototypeOf(foreign)).not.toBe(Object.prototype);
    const message = {
      source: 'platform-embed',
      direction: 'action',
      type: 'platform:action:set-color-scheme',
      timestamp: 1,
      payload: foreign,
    };
    expect(parseActionMessage(message)).toMatchObject({ ok: true, message: { payload: { scheme: 'dark' } } });
    const bare = Object.assign(Object.create(null) as object, { scheme: 'dark' });
    expect(parseActionMessage({ ...message, payload: bare }).ok).toBe(true);
    expect(createActionMessage('set-color-scheme', bare as never).payload).toEqual({ scheme: 'dark' });
  });

  it('a Date of another realm is not plain either', () => {
    const foreignDate = runInNewContext('new Date(0)') as object;
    const refresh = {
      source: 'platform-embed',
      direction: 'action',
      type: 'platform:action:refresh',
      timestamp: 1,
      payload: foreignDate,
    };
    expect(parseActionMessage(refresh)).toMatchObject({ ok: false, reason: 'invalid-envelope' });
  });
});

describe('cycles and size', () => {
  it('a cyclic payload parses without recursing forever, and a cyclic envelope too', () => {
    const value: Record<string, unknown> = { region: 'EU' };
    value.self = value;
    const payload: Record<string, unknown> = { member: 'orders.count', value };
    payload.again = payload;
    expect(parseEventMessage({ ...good, payload }).ok).toBe(true);

    const envelope: Record<string, unknown> = { ...good };
    envelope.loop = envelope;
    expect(parseEventMessage(envelope).ok).toBe(true);
  });

  it('huge strings are refused or accepted without a huge detail', () => {
    const huge = 'x'.repeat(5_000_000);
    for (const data of [
      { ...good, source: huge },
      { ...good, type: `platform:event:${huge}` },
      { ...good, surface: huge },
      { ...good, payload: { member: 5, widgetId: huge } },
    ]) {
      const result = parseEventMessage(data);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.detail.length).toBeLessThan(300);
    }
    expect(parseEventMessage({ ...good, payload: { member: huge } }).ok).toBe(true);
  });
});
