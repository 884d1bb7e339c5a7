import { describe, expect, it } from 'vitest';
import {
  checkActionMessage,
  checkEventMessage,
  createActionMessage,
  createEventMessage,
} from '../../src/protocol/index.js';

const embedWindow = { name: 'embed' } as unknown as MessageEventSource;
const otherWindow = { name: 'other' } as unknown as MessageEventSource;
const ORIGIN = 'https://tenant.example.com';
const event = createEventMessage('navigate', { path: '/next' }, 'app');
const action = createActionMessage('refresh', {});

describe('checkEventMessage (spec 5.3: origin, then window, then parse)', () => {
  it('accepts a valid event from the trusted origin and window', () => {
    expect(
      checkEventMessage({ origin: ORIGIN, source: embedWindow, data: event }, { origin: ORIGIN, window: embedWindow }),
    ).toEqual({ ok: true, message: event });
  });

  it.each([
    'https://tenant.example.com.evil.example',
    'http://tenant.example.com',
    'https://tenant.example.com:8443',
    'https://TENANT.example.com/',
    'https://evil.example',
    'null',
    '',
  ])('refuses origin %s as untrusted-origin, before looking at the data', (origin) => {
    expect(
      checkEventMessage({ origin, source: embedWindow, data: event }, { origin: ORIGIN, window: embedWindow }),
    ).toMatchObject({ ok: false, reason: 'untrusted-origin' });
    expect(checkEventMessage({ origin, source: embedWindow, data: 'junk' }, { origin: ORIGIN })).toMatchObject({
      reason: 'untrusted-origin',
    });
  });

  it('never trusts the opaque origin "null", even when asked to', () => {
    expect(checkEventMessage({ origin: 'null', source: embedWindow, data: event }, { origin: 'null' })).toMatchObject({
      reason: 'untrusted-origin',
    });
  });

  it('refuses the right origin from another window as untrusted-window', () => {
    expect(
      checkEventMessage({ origin: ORIGIN, source: otherWindow, data: event }, { origin: ORIGIN, window: embedWindow }),
    ).toMatchObject({
      ok: false,
      reason: 'untrusted-window',
    });
    expect(
      checkEventMessage({ origin: ORIGIN, source: null, data: event }, { origin: ORIGIN, window: embedWindow }),
    ).toMatchObject({ reason: 'untrusted-window' });
  });

  it('a window given as null (a detached iframe) matches nothing', () => {
    expect(
      checkEventMessage({ origin: ORIGIN, source: null, data: event }, { origin: ORIGIN, window: null }),
    ).toMatchObject({ reason: 'untrusted-window' });
  });

  it('without a window only the origin is checked', () => {
    expect(checkEventMessage({ origin: ORIGIN, source: otherWindow, data: event }, { origin: ORIGIN })).toMatchObject({
      ok: true,
    });
  });

  it('then parses: origin and window right but the data wrong', () => {
    expect(
      checkEventMessage({ origin: ORIGIN, source: embedWindow, data: action }, { origin: ORIGIN, window: embedWindow }),
    ).toMatchObject({ reason: 'wrong-direction' });
    expect(
      checkEventMessage(
        { origin: ORIGIN, source: embedWindow, data: 'hello' },
        { origin: ORIGIN, window: embedWindow },
      ),
    ).toMatchObject({ reason: 'not-an-object' });
  });
});

describe('checkActionMessage (the embed side of the same rules)', () => {
  const parent = { name: 'parent' } as unknown as MessageEventSource;
  const HOST = 'https://host.example';

  it('accepts an action from the host origin and the parent window', () => {
    expect(
      checkActionMessage({ origin: HOST, source: parent, data: action }, { origin: HOST, window: parent }),
    ).toEqual({ ok: true, message: action });
  });

  it('refuses another origin, another window, and an event instead of an action', () => {
    expect(
      checkActionMessage(
        { origin: 'https://evil.example', source: parent, data: action },
        { origin: HOST, window: parent },
      ),
    ).toMatchObject({ reason: 'untrusted-origin' });
    expect(
      checkActionMessage({ origin: HOST, source: otherWindow, data: action }, { origin: HOST, window: parent }),
    ).toMatchObject({ reason: 'untrusted-window' });
    expect(
      checkActionMessage({ origin: HOST, source: parent, data: event }, { origin: HOST, window: parent }),
    ).toMatchObject({ reason: 'wrong-direction' });
  });
});

describe('synthetic events', () => {
  it('refuses a MessageEvent a page script built itself, whatever origin and source it claims', () => {
    const forged = new MessageEvent('message', { origin: ORIGIN, data: event });
    expect(forged.isTrusted).toBe(false);
    expect(checkEventMessage(forged, { origin: ORIGIN })).toMatchObject({ ok: false, reason: 'untrusted-origin' });
  });
});
