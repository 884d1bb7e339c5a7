/**
 * Conformance table: every event of spec 6.2 and every action of spec 6.3, checked field by
 * field against the oracle in spec-table.ts.
 */
import { describe, expect, it } from 'vitest';
import {
  ACTION_NAMES,
  ACTION_PREFIX,
  EMBED_SOURCE,
  EVENT_NAMES,
  EVENT_PREFIX,
  parseActionMessage,
  parseEventMessage,
} from '../../src/protocol/index.js';
import { ACTION_TABLE, EVENT_TABLE, fullPayload, minimalPayload, wrongValues } from './spec-table.js';

const eventEnvelope = (name: string, payload: unknown, surface: string = 'dashboard') => ({
  source: EMBED_SOURCE,
  direction: 'event',
  type: `${EVENT_PREFIX}${name}`,
  payload,
  timestamp: 1_760_000_000_000,
  surface,
});

const actionEnvelope = (name: string, payload: unknown) => ({
  source: EMBED_SOURCE,
  direction: 'action',
  type: `${ACTION_PREFIX}${name}`,
  payload,
  timestamp: 1_760_000_000_000,
});

it('the catalogs list exactly the spec rows, in spec order', () => {
  expect(EVENT_NAMES).toEqual(Object.keys(EVENT_TABLE));
  expect(ACTION_NAMES).toEqual(Object.keys(ACTION_TABLE));
  expect(Object.isFrozen(EVENT_NAMES) && Object.isFrozen(ACTION_NAMES)).toBe(true);
});

describe.each(EVENT_NAMES.map((name) => [name, EVENT_TABLE[name]] as const))('event %s', (name, row) => {
  const surface = row.surfaces[0]!;

  it('accepts the full payload and returns it unchanged', () => {
    const data = eventEnvelope(name, fullPayload(row.fields), surface);
    const result = parseEventMessage(data);
    expect(result).toEqual({ ok: true, message: data });
  });

  it('accepts the payload with only its required fields', () => {
    const result = parseEventMessage(eventEnvelope(name, minimalPayload(row.fields), surface));
    expect(result.ok).toBe(true);
  });

  it('tolerates unknown extra fields and drops them', () => {
    const payload = { ...fullPayload(row.fields), addedInAFutureVersion: { x: 1 } };
    const result = parseEventMessage({ ...eventEnvelope(name, payload, surface), envelopeExtra: true });
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.message.payload).toEqual(fullPayload(row.fields));
      expect(result.message).not.toHaveProperty('envelopeExtra');
    }
  });

  it("is accepted from every surface (the spec's Surfaces column says where it usually fires; it is not enforced)", () => {
    for (const s of ['dashboard', 'app', 'chat']) {
      expect(parseEventMessage(eventEnvelope(name, fullPayload(row.fields), s)).ok).toBe(true);
    }
    expect(parseEventMessage(eventEnvelope(name, fullPayload(row.fields), 'web'))).toMatchObject({
      ok: false,
      reason: 'invalid-envelope',
    });
  });

  const required = row.fields.filter((f) => !f.optional);
  if (required.length > 0) {
    it.each(required.map((f) => [f.field]))('refuses a payload without required field %s', (field) => {
      const payload = fullPayload(row.fields);
      delete payload[field];
      const result = parseEventMessage(eventEnvelope(name, payload, surface));
      expect(result).toMatchObject({ ok: false, reason: 'invalid-payload' });
      if (!result.ok) expect(result.detail).toMatch(new RegExp(`^payload\\.${field}: expected .*, got undefined$`));
    });
  }

  const typed = row.fields.flatMap((f) => wrongValues(f).map((bad) => [f.field, bad] as const));
  if (typed.length > 0) {
    it.each(typed)('refuses field %s = %j (wrong type or outside the enum)', (field, bad) => {
      const result = parseEventMessage(eventEnvelope(name, { ...fullPayload(row.fields), [field]: bad }, surface));
      expect(result).toMatchObject({ ok: false, reason: 'invalid-payload' });
      if (!result.ok) expect(result.detail).toContain(`payload.${field}`);
    });
  }

  for (const f of row.fields.filter((f) => f.nullable)) {
    it(`accepts null for ${f.field} (string or number "or null")`, () => {
      expect(parseEventMessage(eventEnvelope(name, { ...fullPayload(row.fields), [f.field]: null }, surface)).ok).toBe(
        true,
      );
    });
  }
});

describe.each(ACTION_NAMES.map((name) => [name, ACTION_TABLE[name]] as const))('action %s', (name, fields) => {
  it('accepts the full payload and returns it unchanged, with no surface key', () => {
    const data = actionEnvelope(name, fullPayload(fields));
    const result = parseActionMessage(data);
    expect(result).toEqual({ ok: true, message: data });
    if (result.ok) expect(Object.keys(result.message)).not.toContain('surface');
  });

  it('accepts the payload with only its required fields', () => {
    expect(parseActionMessage(actionEnvelope(name, minimalPayload(fields))).ok).toBe(true);
  });

  it('refuses any surface key on an action', () => {
    for (const surface of ['dashboard', undefined]) {
      const result = parseActionMessage({ ...actionEnvelope(name, fullPayload(fields)), surface });
      expect(result).toMatchObject({ ok: false, reason: 'invalid-envelope' });
    }
  });

  const required = fields.filter((f) => !f.optional);
  if (required.length > 0) {
    it.each(required.map((f) => [f.field]))('refuses a payload without required field %s', (field) => {
      const payload = fullPayload(fields);
      delete payload[field];
      const result = parseActionMessage(actionEnvelope(name, payload));
      expect(result).toMatchObject({ ok: false, reason: 'invalid-payload' });
      if (!result.ok) expect(result.detail).toMatch(new RegExp(`^payload\\.${field}: expected .*, got undefined$`));
    });
  }

  const typed = fields.flatMap((f) => wrongValues(f).map((bad) => [f.field, bad] as const));
  if (typed.length > 0) {
    it.each(typed)('refuses field %s = %j (wrong type or outside the enum)', (field, bad) => {
      const result = parseActionMessage(actionEnvelope(name, { ...fullPayload(fields), [field]: bad }));
      expect(result).toMatchObject({ ok: false, reason: 'invalid-payload' });
      if (!result.ok) expect(result.detail).toContain(`payload.${field}`);
    });
  }

  for (const f of fields.filter((f) => f.nullable)) {
    it(`accepts null for ${f.field} (null: the default)`, () => {
      expect(parseActionMessage(actionEnvelope(name, { ...fullPayload(fields), [f.field]: null }))).toMatchObject({
        ok: true,
        message: { payload: { [f.field]: null } },
      });
    });
  }
});

describe("set-theme: the reference's EmbedTheme, plus the spec's borderRadius", () => {
  const parse = (payload: unknown) => parseActionMessage(actionEnvelope('set-theme', payload));

  it("accepts the reference's example, borderRadius as pixels", () => {
    expect(parse({ primaryColor: '#7c5cff', borderRadius: 8 })).toMatchObject({
      ok: true,
      message: { payload: { primaryColor: '#7c5cff', borderRadius: 8 } },
    });
  });

  it('accepts every field of every depth, and null for each, returning it unchanged', () => {
    const full = {
      primaryColor: '#7c5cff',
      borderRadius: '8px',
      font: 'Inter',
      analyticsChat: { backgroundColor: '#ffffff', chatInput: { backgroundColor: '#fafafa', borderColor: '#dddddd' } },
      chat: { inputColor: '#eeeeee' },
    };
    const nulls = {
      primaryColor: null,
      borderRadius: null,
      font: null,
      analyticsChat: { backgroundColor: null, chatInput: { backgroundColor: null, borderColor: null } },
      chat: { inputColor: null },
    };
    for (const theme of [
      full,
      nulls,
      { analyticsChat: { chatInput: null } },
      { analyticsChat: null, chat: null },
      { analyticsChat: {}, chat: {} },
    ]) {
      expect(parse(theme)).toEqual({ ok: true, message: actionEnvelope('set-theme', theme) });
    }
  });

  it('keeps further keys inside the nested objects too, never a "__proto__"', () => {
    const sent = JSON.parse(
      '{"analyticsChat":{"chatInput":{"borderColor":"#000","radius":4,"__proto__":{"polluted":true}},"shadow":"none"},"chat":{"bubbleColor":"#111"}}',
    );
    const result = parse(sent);
    expect(result).toMatchObject({
      ok: true,
      message: {
        payload: {
          analyticsChat: { chatInput: { borderColor: '#000', radius: 4 }, shadow: 'none' },
          chat: { bubbleColor: '#111' },
        },
      },
    });
    if (result.ok) {
      const chatInput = (result.message.payload as { analyticsChat: { chatInput: object } }).analyticsChat.chatInput;
      expect(Object.getPrototypeOf(chatInput)).toBe(Object.prototype);
      expect(Object.hasOwn(chatInput, '__proto__')).toBe(false);
    }
  });

  it.each<[string, unknown, string]>([
    ['a number as primaryColor', { primaryColor: 5 }, 'payload.primaryColor: expected string, got 5'],
    ['a boolean as borderRadius', { borderRadius: true }, 'payload.borderRadius: expected number or string, got true'],
    ['NaN as borderRadius', { borderRadius: Number.NaN }, 'payload.borderRadius: expected number or string, got NaN'],
    [
      'Infinity as borderRadius',
      { borderRadius: Number.POSITIVE_INFINITY },
      'payload.borderRadius: expected number or string, got Infinity',
    ],
    ['a string as analyticsChat', { analyticsChat: 'x' }, 'payload.analyticsChat: expected object, got "x"'],
    [
      'an array as chatInput',
      { analyticsChat: { chatInput: [] } },
      'payload.analyticsChat.chatInput: expected object, got an array',
    ],
    [
      'a number as a nested color',
      { analyticsChat: { chatInput: { borderColor: 0 } } },
      'payload.analyticsChat.chatInput.borderColor: expected string, got 0',
    ],
    [
      'an object as chat.inputColor',
      { chat: { inputColor: {} } },
      'payload.chat.inputColor: expected string, got an object',
    ],
  ])('refuses %s, naming the path', (_label, theme, detail) => {
    expect(parse(theme)).toEqual({ ok: false, reason: 'invalid-payload', detail });
  });

  it('names every bad field, in field order, at every depth', () => {
    expect(
      parse({ primaryColor: 1, analyticsChat: { backgroundColor: 2, chatInput: { borderColor: 3 } }, chat: [] }),
    ).toEqual({
      ok: false,
      reason: 'invalid-payload',
      detail:
        'payload.primaryColor: expected string, got 1; payload.analyticsChat.backgroundColor: expected string, got 2; payload.analyticsChat.chatInput.borderColor: expected string, got 3; payload.chat: expected object, got an array',
    });
  });
});

describe('action payload rules beyond type', () => {
  it('set-theme keeps further theme keys (the theme object itself is the payload)', () => {
    const theme = { primaryColor: '#123456', chartPalette: ['#111', '#222'], spacing: 4 };
    const result = parseActionMessage(actionEnvelope('set-theme', theme));
    expect(result).toMatchObject({ ok: true, message: { payload: theme } });
  });

  it.each([
    ['f_orders.status=["paid"]', true],
    ['f_orders.created_at.month={"gte":"2026-01"}', true],
    ['f_orders.status=null', true],
    ['orders.status=["paid"]', false],
    ['f_orders.status', false],
    ['f_ordersstatus=1', false],
    ['f_.status=1', false],
    ['f_orders.=1', false],
    ['f_orders.status=[paid]', false],
    ['f_orders.status=', false],
  ])('set-filter %s in the spec form: %s', (parameter, ok) => {
    const result = parseActionMessage(actionEnvelope('set-filter', { filterUrlParameter: parameter }));
    expect(result.ok).toBe(ok);
    if (!result.ok) {
      expect(result.reason).toBe('invalid-payload');
      expect(result.detail).toContain('payload.filterUrlParameter');
    }
  });

  it.each([
    ['en', true],
    ['en-GB', true],
    ['zh-Hant-TW', true],
    ['pt_BR', true],
    ['', false],
    ['e', false],
    ['en GB', false],
    ['<script>', false],
  ])('set-locale %j accepted: %s', (locale, ok) => {
    expect(parseActionMessage(actionEnvelope('set-locale', { locale })).ok).toBe(ok);
  });

  it.each([
    ['/', true],
    ['/dashboards/42?tab=2', true],
    ['dashboards', false],
    ['//evil.example', false],
    ['https://evil.example/', false],
    ['', false],
  ])('navigate path %j accepted: %s', (path, ok) => {
    expect(parseActionMessage(actionEnvelope('navigate', { path })).ok).toBe(ok);
  });

  it('refresh takes an empty object and tolerates extra keys', () => {
    expect(parseActionMessage(actionEnvelope('refresh', {}))).toMatchObject({ ok: true, message: { payload: {} } });
    expect(parseActionMessage(actionEnvelope('refresh', { force: true }))).toMatchObject({
      ok: true,
      message: { payload: {} },
    });
  });

  it('counts in event payloads are never negative', () => {
    const result = parseEventMessage(eventEnvelope('download', { format: 'csv', target: 'dashboard', rowCount: -1 }));
    expect(result).toMatchObject({ ok: false, reason: 'invalid-payload' });
  });
});

describe('reasons and their precedence', () => {
  const valid = eventEnvelope('view', { surface: 'dashboard', path: '/' });

  it.each([null, undefined, 42, 'platform-embed', true, [valid], () => valid])('not-an-object for %j', (data) => {
    expect(parseEventMessage(data)).toMatchObject({ ok: false, reason: 'not-an-object' });
    expect(parseActionMessage(data)).toMatchObject({ ok: false, reason: 'not-an-object' });
  });

  it.each([undefined, 'platform', 'PLATFORM-EMBED', 1])('wrong-source for source %j', (source) => {
    expect(parseEventMessage({ ...valid, source })).toMatchObject({ ok: false, reason: 'wrong-source' });
  });

  it('wrong-direction when an action arrives as an event and the other way round', () => {
    expect(parseEventMessage({ ...valid, direction: 'action' })).toMatchObject({
      ok: false,
      reason: 'wrong-direction',
    });
    expect(parseActionMessage(actionEnvelope('refresh', {}))).toMatchObject({ ok: true });
    expect(parseActionMessage({ ...actionEnvelope('refresh', {}), direction: 'event' })).toMatchObject({
      ok: false,
      reason: 'wrong-direction',
    });
    expect(parseEventMessage({ ...valid, direction: undefined })).toMatchObject({
      ok: false,
      reason: 'wrong-direction',
    });
  });

  it.each([42, undefined, 'view', 'platform:action:refresh', 'Platform:event:view'])(
    'invalid-envelope for type %j',
    (type) => {
      expect(parseEventMessage({ ...valid, type })).toMatchObject({ ok: false, reason: 'invalid-envelope' });
    },
  );

  it.each([
    'platform:event:unknown',
    'platform:event:',
    'platform:event:constructor',
    'platform:event:__proto__',
    'platform:event:toString',
  ])('unknown-type for %s', (type) => {
    expect(parseEventMessage({ ...valid, type })).toMatchObject({ ok: false, reason: 'unknown-type' });
  });

  it('unknown-type for an action name sent as an event and the other way round', () => {
    expect(parseEventMessage({ ...valid, type: 'platform:event:set-theme' })).toMatchObject({
      ok: false,
      reason: 'unknown-type',
    });
    expect(parseActionMessage({ ...actionEnvelope('refresh', {}), type: 'platform:action:ready' })).toMatchObject({
      ok: false,
      reason: 'unknown-type',
    });
  });

  it.each([undefined, '1760000000000', -1, Number.NaN, Number.POSITIVE_INFINITY, null])(
    'invalid-envelope for timestamp %j',
    (timestamp) => {
      expect(parseEventMessage({ ...valid, timestamp })).toMatchObject({ ok: false, reason: 'invalid-envelope' });
    },
  );

  it.each([undefined, 'web', 'Dashboard', null])('invalid-envelope for event surface %j', (surface) => {
    expect(parseEventMessage({ ...valid, surface })).toMatchObject({ ok: false, reason: 'invalid-envelope' });
  });

  it.each([undefined, null, 'x', 42, [1, 2]])('invalid-envelope for payload %j', (payload) => {
    expect(parseEventMessage({ ...valid, payload })).toMatchObject({ ok: false, reason: 'invalid-envelope' });
  });

  it('checks run in the documented order: each earlier fault wins over every later one', () => {
    const broken = {
      source: 'x',
      direction: 'x',
      type: 'platform:event:nope',
      timestamp: 'x',
      surface: 'x',
      payload: 'x',
    };
    const expected: Array<[string, object]> = [
      ['wrong-source', {}],
      ['wrong-direction', { source: EMBED_SOURCE }],
      ['unknown-type', { direction: 'event' }],
      ['invalid-envelope', { type: 'platform:event:view' }], // timestamp
      ['invalid-envelope', { timestamp: 1 }], // surface
      ['invalid-envelope', { surface: 'dashboard' }], // payload not an object
      ['invalid-payload', { payload: { path: 1 } }],
    ];
    let data: Record<string, unknown> = broken;
    for (const [reason, fix] of expected) {
      data = { ...data, ...fix };
      expect(parseEventMessage(data)).toMatchObject({ ok: false, reason });
    }
    expect(parseEventMessage({ ...data, payload: { surface: 'dashboard', path: '/' } }).ok).toBe(true);
  });

  it('a non-string type is invalid-envelope even when the name part would be unknown', () => {
    expect(parseEventMessage({ ...valid, type: ['platform:event:view'] })).toMatchObject({
      reason: 'invalid-envelope',
    });
  });

  it('details say what was wrong and with which value', () => {
    const result = parseEventMessage(
      eventEnvelope('ready', { embedTenant: null, deploymentId: null, mode: 'public', surface: 'dashboard' }),
    );
    expect(result).toEqual({
      ok: false,
      reason: 'invalid-payload',
      detail: 'payload.mode: expected one of "signed", "private", got "public"',
    });
    const typed = parseEventMessage(eventEnvelope('dashboard-loaded', { widgetCount: '3' }));
    expect(typed).toMatchObject({ detail: 'payload.widgetCount: expected number, got "3"' });
  });
});
