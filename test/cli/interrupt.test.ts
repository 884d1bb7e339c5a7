/**
 * Ctrl-C while a command waits: a signal that aborts on the first one, until disposed; and a
 * promise that rejects as soon as the signal aborts, for a request that cannot be aborted itself.
 */
import { describe, expect, it } from 'vitest';
import { listenForInterrupt, unlessInterrupted } from '../../src/cli/interrupt.js';
import { fakeIo } from './fake-io.js';

describe('listenForInterrupt', () => {
  it('aborts its signal on the first Ctrl-C', () => {
    const fake = fakeIo();
    const interruption = listenForInterrupt(fake.io);
    expect(interruption.signal.aborted).toBe(false);
    fake.interrupt();
    expect(interruption.signal.aborted).toBe(true);
    fake.interrupt();
    expect(interruption.signal.aborted).toBe(true);
  });

  it('listens no more once disposed', () => {
    const fake = fakeIo();
    const interruption = listenForInterrupt(fake.io);
    expect(fake.listeners()).toBe(1);
    interruption.dispose();
    expect(fake.listeners()).toBe(0);
    fake.interrupt();
    expect(interruption.signal.aborted).toBe(false);
  });
});

describe('unlessInterrupted', () => {
  const interrupted = () => new Error('interrupted');

  it('is the promise’s value or error when the signal does not abort, and stops listening', async () => {
    const controller = new AbortController();
    expect(await unlessInterrupted(Promise.resolve(42), controller.signal, interrupted)).toBe(42);
    const failure = new Error('HTTP 500');
    await expect(unlessInterrupted(Promise.reject(failure), controller.signal, interrupted)).rejects.toBe(failure);
    // A later abort changes nothing for a settled call.
    controller.abort();
  });

  it('rejects with the interruption’s error as soon as the signal aborts, before the promise settles', async () => {
    const controller = new AbortController();
    const waiting = unlessInterrupted(new Promise(() => undefined), controller.signal, interrupted);
    controller.abort();
    await expect(waiting).rejects.toThrow('interrupted');
  });

  it('an aborted signal rejects at once', async () => {
    await expect(unlessInterrupted(Promise.resolve(1), AbortSignal.abort(), interrupted)).rejects.toThrow(
      'interrupted',
    );
  });
});
