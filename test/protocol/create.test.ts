import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type ActionName,
  createActionMessage,
  createEventMessage,
  EmbedError,
  type EventName,
  parseActionMessage,
  parseEventMessage,
} from '../../src/protocol/index.js';
import { expectEmbedError } from '../support/expect-embed-error.js';
import { ACTION_TABLE, EVENT_TABLE, fullPayload } from './spec-table.js';

afterEach(() => vi.useRealTimers());

describe('createActionMessage', () => {
  it('builds the spec envelope with no surface and stamps the time', () => {
    vi.useFakeTimers({ now: 1_770_000_000_123 });
    expect(createActionMessage('set-color-scheme', { scheme: 'dark' })).toStrictEqual({
      source: 'platform-embed',
      direction: 'action',
      type: 'platform:action:set-color-scheme',
      payload: { scheme: 'dark' },
      timestamp: 1_770_000_000_123,
    });
  });

  it.each(Object.keys(ACTION_TABLE) as ActionName[])('%s: what it creates parses back', (name) => {
    const message = createActionMessage(name, fullPayload(ACTION_TABLE[name]) as never);
    expect(parseActionMessage(message)).toEqual({ ok: true, message });
  });

  it('throws INVALID_PAYLOAD naming the field and the value', () => {
    const error = expectEmbedError(
      () => createActionMessage('set-color-scheme', { scheme: 'blue' as never }),
      'INVALID_PAYLOAD',
    );
    expect(error.code).toBe('INVALID_PAYLOAD');
    expect(error.name).toBe('EmbedError');
    expect(error.message).toContain('set-color-scheme');
    expect(error.message).toContain('payload.scheme');
    expect(error.message).toContain('"blue"');
  });

  it('throws INVALID_PAYLOAD for a filter not in the spec form', () => {
    const error = expectEmbedError(
      () => createActionMessage('set-filter', { filterUrlParameter: 'status=paid' }),
      'INVALID_PAYLOAD',
    );
    expect(error.code).toBe('INVALID_PAYLOAD');
    expect(error.message).toContain('f_<semantic_view>.<dimension>=<JSON>');
  });

  it('throws INVALID_PAYLOAD for an unknown action name and for a missing payload', () => {
    expect(
      expectEmbedError(() => createActionMessage('reload' as never, {} as never), 'INVALID_PAYLOAD').message,
    ).toContain('"reload"');
    expect(
      expectEmbedError(() => createActionMessage('navigate', undefined as never), 'INVALID_PAYLOAD').message,
    ).toContain('payload: expected a plain object, got undefined');
    expect(expectEmbedError(() => createActionMessage('refresh', null as never), 'INVALID_PAYLOAD').message).toContain(
      'got null',
    );
    expect(
      expectEmbedError(() => createActionMessage('constructor' as never, {} as never), 'INVALID_PAYLOAD').code,
    ).toBe('INVALID_PAYLOAD');
  });

  it('sends refresh as {}, given no payload or {}', () => {
    expect(createActionMessage('refresh', {}).payload).toStrictEqual({});
    expect(createActionMessage('refresh')).toMatchObject({ type: 'platform:action:refresh', payload: {} });
  });

  it('still needs a payload for an action whose payload has fields, in its types too', () => {
    // @ts-expect-error set-theme's payload may be empty, but it is still a payload to give.
    expect(() => createActionMessage('set-theme')).toThrow(/payload: expected a plain object/);
    // @ts-expect-error set-timezone needs its timezone.
    expect(() => createActionMessage('set-timezone')).toThrow(EmbedError);
  });

  it('set-timezone: takes an IANA zone name, refuses anything else naming the value', () => {
    expect(createActionMessage('set-timezone', { timezone: 'America/Argentina/Buenos_Aires' }).payload).toStrictEqual({
      timezone: 'America/Argentina/Buenos_Aires',
    });
    const error = expectEmbedError(
      () => createActionMessage('set-timezone', { timezone: '+09:00' }),
      'INVALID_PAYLOAD',
    );
    expect(error.message).toContain(
      'payload.timezone: expected an IANA time zone name such as "Asia/Tokyo", got "+09:00"',
    );
  });

  it('keeps the further keys of a theme', () => {
    const theme = { primaryColor: '#fff', chartColors: ['#000'] };
    expect(createActionMessage('set-theme', theme).payload).toStrictEqual(theme);
  });
});

describe('createEventMessage', () => {
  it.each(Object.keys(EVENT_TABLE) as EventName[])(
    '%s: builds the spec envelope with surface, which parses back',
    (name) => {
      vi.useFakeTimers({ now: 5 });
      const surface = EVENT_TABLE[name].surfaces[0] as 'dashboard';
      const payload = fullPayload(EVENT_TABLE[name].fields);
      const message = createEventMessage(name, payload as never, surface);
      expect(message).toStrictEqual({
        source: 'platform-embed',
        direction: 'event',
        type: `platform:event:${name}`,
        payload,
        timestamp: 5,
        surface,
      });
      expect(parseEventMessage(message)).toEqual({ ok: true, message });
    },
  );

  it('throws INVALID_PAYLOAD for a surface outside the enum', () => {
    const error = expectEmbedError(
      () => createEventMessage('navigate', { path: '/' }, 'web' as never),
      'INVALID_PAYLOAD',
    );
    expect(error.code).toBe('INVALID_PAYLOAD');
    expect(error.message).toBe(
      'Invalid event "navigate": surface: expected one of "dashboard", "app", "chat", got "web"',
    );
  });

  it('throws INVALID_PAYLOAD naming the missing field', () => {
    const error = expectEmbedError(
      () => createEventMessage('ready', { embedTenant: null, mode: 'signed', surface: 'app' } as never, 'app'),
      'INVALID_PAYLOAD',
    );
    expect(error.message).toContain('payload.deploymentId: expected number, got undefined');
  });
});

describe('EmbedError', () => {
  it('carries code, name, message and cause', () => {
    const cause = new Error('root');
    const error = new EmbedError('TIMEOUT', 'took too long', { cause });
    expect(error).toBeInstanceOf(Error);
    expect(error.code).toBe('TIMEOUT');
    expect(error.name).toBe('EmbedError');
    expect(error.message).toBe('took too long');
    expect(error.cause).toBe(cause);
    expect(String(error)).toBe('EmbedError: took too long');
    expect('cause' in new EmbedError('TIMEOUT', 'x')).toBe(false);
    // An undefined cause is none, as for every error class of the SDK (causeOption).
    expect('cause' in new EmbedError('TIMEOUT', 'x', { cause: undefined })).toBe(false);
  });
});
