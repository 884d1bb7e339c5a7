// @vitest-environment node
/**
 * The options of createChatProxy, checked once: the agent's stream and abort endpoints from its
 * chat URL (or its parts), the API key, the sessionSettings function, fetch and the bounds with
 * their defaults; every refusal INVALID_OPTIONS naming the option, the key never shown; and no
 * proxy at all in a browser.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_MAX_BODY_BYTES, proxyConfig } from '../../../src/chat/server/proxy-options.js';
import { expectApiError } from '../../support/expect-api-error.js';

const URL = 'https://chat.example.com/api/v1/public/acme/agents/agent-1/chat/stream-chat-state';
const KEY = 'sk-live-0123456789abcdef';
const sessionSettings = () => ({ externalId: 'jane' });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('proxyConfig', () => {
  it('the endpoints of the agent, the key, the user function, and the defaults', () => {
    const config = proxyConfig({ url: URL, apiKey: KEY, sessionSettings });
    expect(config.streamUrl.href).toBe(URL);
    expect(config.abortUrl.href).toBe('https://chat.example.com/api/v1/public/acme/agents/agent-1/chat/abort');
    expect(config).toMatchObject({
      apiKey: KEY,
      sessionSettings,
      timeouts: { connectMs: 30_000, idleMs: 300_000 },
      maxBodyBytes: DEFAULT_MAX_BODY_BYTES,
      maxLineBytes: 16 * 1024 * 1024,
    });
    expect(DEFAULT_MAX_BODY_BYTES).toBe(8 * 1024 * 1024);
    expect(typeof config.fetch).toBe('function');
  });

  it('the URL’s parts, a fetch and bounds of one’s own', () => {
    const fetch = vi.fn<typeof globalThis.fetch>();
    const config = proxyConfig({
      url: { chatBaseUrl: 'https://chat.example.com', accountName: 'acme', agentId: 'agent-1' },
      apiKey: KEY,
      sessionSettings,
      fetch,
      timeouts: { connectMs: 1_000 },
      maxBodyBytes: 1_024,
      maxLineBytes: 4_096,
    });
    expect(config.streamUrl.href).toBe(URL);
    expect(config).toMatchObject({
      fetch,
      timeouts: { connectMs: 1_000, idleMs: 300_000 },
      maxBodyBytes: 1_024,
      maxLineBytes: 4_096,
    });
  });

  it('refuses the deployment-scoped URL, which takes no API key', () => {
    const error = expectApiError(
      () =>
        proxyConfig({
          url: { chatBaseUrl: 'https://chat.example.com', accountName: 'acme', deploymentId: 7 },
          apiKey: KEY,
          sessionSettings,
        }),
      'INVALID_OPTIONS',
    );
    expect(error.message).toMatch(
      /^url: expected an agent's chat URL: the deployment-scoped endpoint takes no API key/,
    );
  });

  it('refuses a missing or unusable key without showing it, and sessionSettings that is no function', () => {
    expect(expectApiError(() => proxyConfig({ url: URL, sessionSettings }), 'INVALID_OPTIONS').message).toMatch(
      /^apiKey: /,
    );
    const broken = expectApiError(
      () => proxyConfig({ url: URL, apiKey: `${KEY}\r\nx-evil: 1`, sessionSettings }),
      'INVALID_OPTIONS',
    );
    expect(broken.message).toMatch(/^apiKey: /);
    expect(broken.message).not.toContain(KEY);
    expect(
      expectApiError(
        () => proxyConfig({ url: URL, apiKey: KEY, sessionSettings: { externalId: 'jane' } }),
        'INVALID_OPTIONS',
      ).message,
    ).toMatch(/^sessionSettings: expected a function naming the user of a request/);
  });

  it('refuses options that are not an object, and bounds out of range, naming them', () => {
    expectApiError(() => proxyConfig(undefined), 'INVALID_OPTIONS');
    expect(
      expectApiError(() => proxyConfig({ url: URL, apiKey: KEY, sessionSettings, maxBodyBytes: 0 }), 'INVALID_OPTIONS')
        .message,
    ).toMatch(/^maxBodyBytes: /);
    expect(
      expectApiError(
        () => proxyConfig({ url: URL, apiKey: KEY, sessionSettings, timeouts: { idleMs: -1 } }),
        'INVALID_OPTIONS',
      ).message,
    ).toMatch(/^timeouts\.idleMs: /);
    expect(
      expectApiError(() => proxyConfig({ url: URL, apiKey: KEY, sessionSettings, fetch: 'fetch' }), 'INVALID_OPTIONS')
        .message,
    ).toMatch(/^fetch: /);
  });

  it('is refused in a browser, a page or a worker: every script there could read the key', () => {
    vi.stubGlobal('document', {});
    expect(
      expectApiError(() => proxyConfig({ url: URL, apiKey: KEY, sessionSettings }), 'INVALID_OPTIONS').message,
    ).toMatch(/^createChatProxy: expected a server/);
  });
});
