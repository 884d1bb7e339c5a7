/**
 * The tally of what a controller refused of its iframe's window while it waited for `ready`, and
 * the explanation a READY_TIMEOUT appends: nothing arrived; forgeries from the page itself; a
 * message from another origin (is "origin" right?); malformed messages from the embed (the same
 * protocol?) — grouped by reason and origin, at most three groups, the rest counted.
 */
import { describe, expect, it } from 'vitest';
import { createRefusalLog } from '../../src/host/refusals.js';

const TRUSTED = 'https://embed.example.com';

describe('createRefusalLog', () => {
  it('says when nothing claiming to be the embed arrived', () => {
    expect(createRefusalLog().explain(TRUSTED)).toBe(
      '; nothing claiming to be the embed arrived: does the embed URL load, and does the embed send ready?',
    );
  });

  it('names another origin, asking whether "origin" is right, with the count', () => {
    const log = createRefusalLog();
    log.add('untrusted-origin', 'https://embed.example.net', 'origin: expected "https://embed.example.com"');
    log.add('untrusted-origin', 'https://embed.example.net', 'again');
    expect(log.explain(TRUSTED)).toBe(
      '; refused 2 messages claiming to be the embed from https://embed.example.net (untrusted-origin): is "origin" right?',
    );
  });

  it('the trusted origin refused as untrusted is a script of this page dispatching events itself', () => {
    const log = createRefusalLog();
    log.add('untrusted-origin', TRUSTED, 'synthetic');
    expect(log.explain(TRUSTED)).toBe(
      "; refused 1 message dispatched by a script of this page (untrusted-origin): only the browser's own messages count",
    );
  });

  it('a malformed message from the embed quotes the first refusal’s detail', () => {
    const log = createRefusalLog();
    log.add('unknown-type', TRUSTED, 'type: expected a catalog name, got "platform:event:new"');
    log.add('unknown-type', TRUSTED, 'type: expected a catalog name, got "platform:event:other"');
    expect(log.explain(TRUSTED)).toBe(
      '; refused 2 messages from the embed (unknown-type: type: expected a catalog name, got "platform:event:new"): do the embed and this SDK speak the same protocol version?',
    );
  });

  it('keeps three groups, in the order they came, and counts the others', () => {
    const log = createRefusalLog();
    log.add('untrusted-origin', 'https://a.example', 'a');
    log.add('untrusted-origin', 'https://b.example', 'b');
    log.add('invalid-payload', TRUSTED, 'c');
    log.add('untrusted-origin', 'https://d.example', 'd');
    log.add('wrong-source', TRUSTED, 'e');
    log.add('untrusted-origin', 'https://a.example', 'a again');
    const explained = log.explain(TRUSTED);
    expect(explained.split('; refused ').length - 1).toBe(3);
    expect(explained).toMatch(
      /^; refused 2 messages claiming to be the embed from https:\/\/a\.example .*https:\/\/b\.example.*invalid-payload: c\).*; and 2 more$/,
    );
    expect(explained).not.toContain('d.example');
  });

  it('clear() forgets everything: a new wait for ready begins', () => {
    const log = createRefusalLog();
    for (let index = 0; index < 5; index += 1) log.add('untrusted-origin', `https://${index}.example`, 'x');
    log.clear();
    expect(log.explain(TRUSTED)).toMatch(/^; nothing claiming to be the embed arrived/);
  });
});

describe('timeoutError', () => {
  it('is READY_TIMEOUT naming the origin and the wait, with what the log explains', () => {
    const log = createRefusalLog();
    log.add('untrusted-origin', 'https://evil.example', 'not the trusted origin');
    const error = log.timeoutError('https://tenant.example.com', 5_000);
    expect(error.code).toBe('READY_TIMEOUT');
    expect(error.message).toBe(
      `No ready from https://tenant.example.com within 5000 ms${log.explain('https://tenant.example.com')}`,
    );
    expect(error.message).toContain('https://evil.example');
  });
});
