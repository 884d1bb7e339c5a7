/**
 * The replay module on its own: what a `ready` gets, without a controller, a window or an
 * embed. The controller-level tests (actions.test.ts, security.test.ts) prove the same rules
 * end to end.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  checkRoomInQueue,
  createReplayMemory,
  type ReplayMemory,
  remember,
  replayOnReady,
  replayPolicy,
} from '../../src/host/replay.js';
import {
  ACTION_NAMES,
  type ActionMessage,
  type ActionName,
  type ActionPayloads,
  createActionMessage,
  type EventPayloads,
} from '../../src/protocol/index.js';

const ACME: EventPayloads['ready'] = { embedTenant: 'acme', deploymentId: 7, mode: 'signed', surface: 'dashboard' };

/** A valid action message, as the controller makes it. */
const action = <N extends ActionName>(name: N, payload: ActionPayloads[N]) =>
  createActionMessage(name, payload) as ActionMessage;
const filter = (parameter: string) => action('set-filter', { filterUrlParameter: parameter });

/** A controller's replay state, and what it sends as [name, payload] pairs. */
function replay() {
  const memory: ReplayMemory = createReplayMemory();
  const queue: ActionMessage[] = [];
  const lines: string[] = [];
  /** Sends an action as the controller does: remembered, and queued until ready. */
  const send = (message: ActionMessage, queued = true) => {
    remember(memory, message);
    if (queued) queue.push(message);
  };
  /** A trusted ready: what gets posted, as [name, payload]. */
  const ready = (previous: EventPayloads['ready'] | undefined, payload = ACME, reloaded = false) => {
    const posted: ActionMessage[] = [];
    replayOnReady(
      memory,
      queue,
      previous,
      payload,
      reloaded,
      (message) => posted.push(message),
      (line) => lines.push(line),
    );
    return posted;
  };
  const names = (posted: ActionMessage[]) =>
    posted.map((message) => [message.type.replace('platform:action:', ''), message.payload]);
  return { memory, queue, lines, send, ready, names };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('replayPolicy', () => {
  it('replays the settings at their latest value, filters per filter key, and never the one-shots', () => {
    expect(Object.fromEntries(ACTION_NAMES.map((name) => [name, replayPolicy(name)]))).toEqual({
      'set-color-scheme': 'latest',
      'set-theme': 'latest',
      'set-locale': 'latest',
      'set-filter': 'per-filter-key',
      navigate: 'never',
      refresh: 'never',
      'set-timezone': 'latest',
    });
  });
});

describe('the first ready', () => {
  it('gets the whole queue, in call order, once, and empties it', () => {
    const { queue, send, ready, names, lines } = replay();
    send(action('navigate', { path: '/a' }));
    send(action('set-locale', { locale: 'de' }));
    send(filter('f_orders.status="paid"'));
    send(action('set-locale', { locale: 'fr' }));
    send(action('refresh', {}));
    expect(names(ready(undefined))).toEqual([
      ['navigate', { path: '/a' }],
      ['set-locale', { locale: 'de' }],
      ['set-filter', { filterUrlParameter: 'f_orders.status="paid"' }],
      ['set-locale', { locale: 'fr' }],
      ['refresh', {}],
    ]);
    expect(queue).toEqual([]);
    expect(lines).toEqual([]);
  });

  it('posts the very messages queued (their timestamps are when they were made)', () => {
    const { send, ready } = replay();
    const message = action('set-theme', { primaryColor: '#111' });
    send(message);
    expect(ready(undefined)[0]).toBe(message);
  });
});

describe('a later ready of the same tenant', () => {
  let state: ReturnType<typeof replay>;
  beforeEach(() => {
    state = replay();
  });

  it('gets the settings in catalog order whatever the order they were set in, the latest value each, then the filters', () => {
    const { send, ready, names } = state;
    send(filter('f_orders.status="paid"'), false);
    send(action('set-locale', { locale: 'fr' }), false);
    send(action('set-theme', { primaryColor: '#111' }), false);
    send(action('set-color-scheme', { scheme: 'dark' }), false);
    send(action('set-locale', { locale: 'de' }), false);
    expect(names(ready(ACME))).toEqual([
      ['set-color-scheme', { scheme: 'dark' }],
      ['set-theme', { primaryColor: '#111' }],
      ['set-locale', { locale: 'de' }],
      ['set-filter', { filterUrlParameter: 'f_orders.status="paid"' }],
    ]);
  });

  it('keeps the latest filter per view.dimension, in the order they were last set', () => {
    const { send, ready, names } = state;
    send(filter('f_orders.status="paid"'), false);
    send(filter('f_orders.region="EU"'), false);
    send(filter('f_customers.tier="gold"'), false);
    send(filter('f_orders.status=["paid","open"]'), false); // moves after the others
    expect(names(ready(ACME))).toEqual([
      ['set-filter', { filterUrlParameter: 'f_orders.region="EU"' }],
      ['set-filter', { filterUrlParameter: 'f_customers.tier="gold"' }],
      ['set-filter', { filterUrlParameter: 'f_orders.status=["paid","open"]' }],
    ]);
  });

  it('never replays a one-shot, and sends each again at every later ready', () => {
    const { send, ready, names } = state;
    send(action('navigate', { path: '/once' }), false);
    send(action('refresh', {}), false);
    send(action('set-locale', { locale: 'de' }), false);
    expect(names(ready(ACME))).toEqual([['set-locale', { locale: 'de' }]]);
    expect(names(ready(ACME))).toEqual([['set-locale', { locale: 'de' }]]);
  });

  it('sends the replay first, then the one-shots queued since, in call order; queued settings go once, at their latest value', () => {
    const { queue, send, ready, names } = state;
    send(action('set-locale', { locale: 'de' }), false);
    send(action('navigate', { path: '/a' }));
    send(action('set-locale', { locale: 'fr' }));
    send(action('refresh', {}));
    send(action('set-locale', { locale: 'it' }));
    expect(names(ready(ACME))).toEqual([
      ['set-locale', { locale: 'it' }],
      ['navigate', { path: '/a' }],
      ['refresh', {}],
    ]);
    expect(queue).toEqual([]);
  });

  it('replays copies with a fresh timestamp, leaving the remembered messages as they were', () => {
    vi.useFakeTimers({ now: 1_000, toFake: ['Date'] });
    const { send, ready } = state;
    const message = action('set-theme', { primaryColor: '#111' });
    send(message, false);
    vi.setSystemTime(5_000);
    const [replayed] = ready(ACME);
    expect(replayed).toEqual({ ...message, timestamp: 5_000 });
    expect(replayed).not.toBe(message);
    expect(message.timestamp).toBe(1_000);
  });

  it('sends nothing when nothing was set', () => {
    expect(state.ready(ACME)).toEqual([]);
  });
});

describe('a later ready of another tenant', () => {
  it.each([
    ['another tenant', { ...ACME, embedTenant: 'evil' }],
    ['another deployment', { ...ACME, deploymentId: 8 }],
    ['no tenant', { ...ACME, embedTenant: null, deploymentId: null }],
  ])('(%s) gets nothing replayed, says why, and still gets the queued one-shots', (_label, next) => {
    const { send, ready, names, lines } = replay();
    send(action('set-theme', { primaryColor: '#111' }), false);
    send(filter('f_accounts.id="CONFIDENTIAL-42"'), false);
    send(action('set-locale', { locale: 'fr' }));
    send(action('refresh', {}));
    expect(names(ready(ACME, next))).toEqual([['refresh', {}]]);
    expect(lines).toEqual([
      `replayed nothing: the embed changed tenant (acme/7 → ${next.embedTenant}/${next.deploymentId}) without reload()`,
    ]);
  });

  it('forgets what the old tenant was sent: the new tenant’s next ready, of itself, gets none of it', () => {
    const { send, ready, names } = replay();
    send(action('set-theme', { primaryColor: '#111' }), false);
    send(filter('f_accounts.id="CONFIDENTIAL-42"'), false);
    const evil = { ...ACME, embedTenant: 'evil' };
    expect(names(ready(ACME, evil))).toEqual([]);
    // The embed of the new tenant reloads itself: same tenant as the last ready, nothing of the old one.
    expect(names(ready(evil, evil))).toEqual([]);
    // What the host sets for the new tenant is replayed as usual.
    send(action('set-locale', { locale: 'fr' }), false);
    expect(names(ready(evil, evil))).toEqual([['set-locale', { locale: 'fr' }]]);
  });

  it('after reload() gets the replay all the same, and nothing is logged', () => {
    const { send, ready, names, lines } = replay();
    send(action('set-theme', { primaryColor: '#111' }), false);
    send(filter('f_accounts.id="42"'), false);
    expect(names(ready(ACME, { ...ACME, embedTenant: 'other', deploymentId: 9 }, true))).toEqual([
      ['set-theme', { primaryColor: '#111' }],
      ['set-filter', { filterUrlParameter: 'f_accounts.id="42"' }],
    ]);
    expect(lines).toEqual([]);
  });

  it('logs nothing without a logger', () => {
    const memory = createReplayMemory();
    remember(memory, action('set-locale', { locale: 'de' }));
    expect(() =>
      replayOnReady(memory, [], ACME, { ...ACME, embedTenant: 'evil' }, false, () => undefined, undefined),
    ).not.toThrow();
  });
});

describe('checkRoomInQueue', () => {
  it('takes an action while fewer than the most wait, and refuses the next with QUEUE_FULL naming it', () => {
    const queue = [action('refresh', {})];
    expect(() => checkRoomInQueue(queue, action('navigate', { path: '/x' }), 2)).not.toThrow();
    expect(() => checkRoomInQueue(queue, action('navigate', { path: '/x' }), 1)).toThrow(
      expect.objectContaining({ code: 'QUEUE_FULL', message: expect.stringContaining('platform:action:navigate') }),
    );
    expect(() => checkRoomInQueue([], action('refresh', {}), 0)).toThrow(
      expect.objectContaining({ code: 'QUEUE_FULL' }),
    );
  });
});
