/**
 * Handler isolation and subscription semantics shared by the controller and the bridge.
 */
import { createNanoEvents } from 'nanoevents';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogger, type Delivery, listen } from '../../src/internal/handlers.js';
import { allowConsole } from '../support/fail-on-console.js';
import { inAPage } from '../support/in-a-page.js';

afterEach(() => {
  vi.useRealTimers();
});

function emitter() {
  const events = createNanoEvents<Record<string, Delivery>>();
  const on = (key: string) => (deliver: Delivery) => events.on(key, deliver);
  return { events, on };
}

describe('listen', () => {
  it('a handler removed by an earlier handler of the same event is not called for it (EventTarget order)', () => {
    const { events, on } = emitter();
    const calls: string[] = [];
    let offSecond = () => {};
    listen(
      on('x'),
      () => (calls.push('first'), offSecond()),
      false,
      () => true,
    );
    offSecond = listen(
      on('x'),
      () => calls.push('second'),
      false,
      () => true,
    );
    events.emit('x', 1);
    events.emit('x', 2);
    expect(calls).toEqual(['first', 'first']);
  });

  it('a handler added during dispatch is called from the next event', () => {
    const { events, on } = emitter();
    const calls: number[] = [];
    let added = false;
    listen(
      on('x'),
      () => {
        if (!added)
          (added = true),
            listen(
              on('x'),
              (m: unknown) => calls.push(m as number),
              false,
              () => true,
            );
      },
      false,
      () => true,
    );
    events.emit('x', 1);
    events.emit('x', 2);
    expect(calls).toEqual([2]);
  });

  it('once runs at most once, even when the event is emitted again from inside it', () => {
    const { events, on } = emitter();
    const calls: number[] = [];
    listen(
      on('x'),
      (n: unknown) => {
        calls.push(n as number);
        events.emit('x', 99);
      },
      true,
      () => true,
    );
    events.emit('x', 1);
    expect(calls).toEqual([1]);
  });

  it('asks active() before every call', () => {
    const { events, on } = emitter();
    let alive = true;
    const calls: number[] = [];
    listen(
      on('x'),
      (n: unknown) => calls.push(n as number),
      false,
      () => alive,
    );
    events.emit('x', 1);
    alive = false;
    events.emit('x', 2);
    expect(calls).toEqual([1]);
  });

  it('isolates a throwing handler: the next one runs, the error is re-thrown on a later task', () => {
    inAPage();
    vi.useFakeTimers();
    const { events, on } = emitter();
    const calls: string[] = [];
    listen(
      on('x'),
      () => {
        throw new Error('handler broke');
      },
      false,
      () => true,
    );
    listen(
      on('x'),
      () => calls.push('second'),
      false,
      () => true,
    );
    expect(() => events.emit('x', 1)).not.toThrow();
    expect(calls).toEqual(['second']);
    expect(() => vi.runOnlyPendingTimers()).toThrow('handler broke');
  });
});

describe('createLogger', () => {
  it('is undefined when debugging is off', () => {
    expect(createLogger(undefined, 'p')).toBeUndefined();
    expect(createLogger(false, 'p')).toBeUndefined();
  });

  it('isolates a throwing debug function: the caller goes on, the error is re-thrown later', () => {
    inAPage();
    vi.useFakeTimers();
    const lines: string[] = [];
    const log = createLogger((line: string) => {
      lines.push(line);
      throw new Error('sink broke');
    }, 'p')!;
    expect(() => log('one')).not.toThrow();
    expect(() => log('two', { a: 1 })).not.toThrow();
    expect(lines).toEqual(['one', 'two']);
    expect(() => vi.runOnlyPendingTimers()).toThrow('sink broke');
  });

  it('true writes to console.debug with the prefix', () => {
    allowConsole(/^console\.debug\(\[p\] hello/);
    createLogger(true, 'p')!('hello', { a: 1 });
    expect(vi.mocked(console.debug)).toHaveBeenCalledWith('[p] hello', { a: 1 });
  });

  it('refuses anything else', () => {
    expect(() => createLogger('yes', 'p')).toThrow('debug: expected a boolean or a function, got "yes"');
  });
});
