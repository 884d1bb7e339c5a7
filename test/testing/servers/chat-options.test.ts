/** The fake chat server's options, checked into its settings: the defaults, and a clear refusal for each bad option. */
import { describe, expect, it } from 'vitest';
import { chatSettings } from '../../../src/testing/servers/chat-options.js';

describe('chatSettings', () => {
  it('fills in the documented defaults', () => {
    expect(chatSettings()).toMatchObject({
      port: 0,
      accountName: 'acme',
      agentId: 'agent-1',
      apiKey: 'test-api-key',
      delayMs: 5,
      split: false,
      allowedOrigins: '*',
      stateShape: 'langchain',
      withUsage: true,
      contentType: 'application/json',
    });
  });

  it('keeps answers in an object without a prototype', () => {
    const { answers } = chatSettings({ answers: { 'Hi?': 'Hello.' } });
    expect(Object.getPrototypeOf(answers)).toBeNull();
    expect(answers?.['Hi?']).toBe('Hello.');
  });

  it.each([
    [{ port: -1 }, 'port'],
    [{ accountName: 'a/b' }, 'accountName'],
    [{ apiKey: 'with space' }, 'apiKey'],
    [{ token: 3 }, 'token'],
    [{ script: 'no' }, 'script'],
    [{ splitLines: 'x' }, 'splitLines'],
    [{ stateShape: 'xml' }, 'stateShape'],
    [{ suspendAfterLines: 0 }, 'suspendAfterLines'],
  ])('refuses %j, naming %s', (options, name) => {
    expect(() => chatSettings(options as never)).toThrow(
      expect.objectContaining({ code: 'INVALID_OPTIONS', message: expect.stringContaining(name) }),
    );
  });
});
