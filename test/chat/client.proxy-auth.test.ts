// @vitest-environment node
/**
 * `auth: { proxy: true }`: the browser's chat client through the app's own chat proxy — no
 * credential, no session settings, and a URL that may be a path of the page's own origin, under
 * which every call (send, attach, getThread, abort) goes.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createChatClient } from '../../src/chat/index.js';
import { expectApiError } from '../support/expect-api-error.js';

afterEach(() => vi.unstubAllGlobals());

/** What a client sent: URL, headers, JSON body, per request. */
interface Sent {
  url: string;
  headers: Record<string, string>;
  body: Record<string, unknown>;
}

/** A fetch recording each request and answering a whole (tiny) stream, or 204 for an abort. */
function recordingFetch(): { fetch: typeof fetch; sent: Sent[] } {
  const sent: Sent[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    sent.push({
      url,
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      body: JSON.parse(String(init?.body)) as Record<string, unknown>,
    });
    if (url.endsWith('/abort')) return new Response(null, { status: 204 });
    const lines = [
      { id: '__cutoff__', sort: 0, state: { chatId: 'c-1', isStreaming: false } },
      { id: 'a-1', role: 'assistant', content: 'Hello', graphPath: ['final'], sort: 1 },
      { id: '__state__', sort: 2, state: { messages: [] } },
      { id: '__usage__', type: 'usage', usage: {} },
    ];
    return new Response(lines.map((line) => `${JSON.stringify(line)}\n`).join(''), {
      headers: { 'content-type': 'application/x-ndjson' },
    });
  };
  return { fetch: fetch as typeof globalThis.fetch, sent };
}

/** Makes this test's runtime look like a page at `href`. */
function inPageAt(href: string): void {
  vi.stubGlobal('document', {});
  vi.stubGlobal('location', { href });
}

describe('a client with auth: { proxy: true }', () => {
  it('in a page: a path of the page’s origin, every call under it, no credential and no session settings', async () => {
    inPageAt('https://app.example.com/chat/index.html?tab=1');
    const { fetch, sent } = recordingFetch();
    const chat = createChatClient({ url: '/api/chat', auth: { proxy: true }, fetch });
    const run = chat.send('Hi?', { sessionSettings: { externalId: 'mallory' } });
    expect((await run.result()).status).toBe('done');
    await chat.getThread('c-1');
    await chat.attach({ chatId: 'c-1', messageId: run.messageId }).result();
    await chat.abort('c-1', { sessionSettings: { externalId: 'mallory' } });

    expect(sent.map((request) => request.url)).toEqual([
      'https://app.example.com/api/chat/stream-chat-state',
      'https://app.example.com/api/chat/stream-chat-state',
      'https://app.example.com/api/chat/stream-chat-state',
      'https://app.example.com/api/chat/abort',
    ]);
    for (const request of sent) {
      expect(Object.keys(request.headers).sort()).toEqual(['accept', 'content-type']);
      expect(request.body).not.toHaveProperty('sessionSettings');
    }
    expect(sent[0]!.body).toEqual({ input: 'Hi?', messageId: run.messageId });
    expect(sent[1]!.body).toEqual({ chatId: 'c-1' });
    expect(sent[3]!.body).toEqual({ chatId: 'c-1' });
  });

  it.each([
    ['/api/chat/', 'https://app.example.com/api/chat/stream-chat-state'],
    ['/api/chat/stream-chat-state', 'https://app.example.com/api/chat/stream-chat-state'],
    ['api/chat?v=2', 'https://app.example.com/chat/api/chat/stream-chat-state?v=2'],
    ['https://chat-proxy.example.com/chat', 'https://chat-proxy.example.com/chat/stream-chat-state'],
  ])('url %s → %s', async (url, expected) => {
    inPageAt('https://app.example.com/chat/index.html');
    const { fetch, sent } = recordingFetch();
    await createChatClient({ url, auth: { proxy: true }, fetch }).getThread('c-1');
    expect(sent[0]!.url).toBe(expected);
  });

  it('in a worker too: relative to its location', async () => {
    vi.stubGlobal('WorkerGlobalScope', class {});
    vi.stubGlobal('location', { href: 'https://app.example.com/worker.js' });
    const { fetch, sent } = recordingFetch();
    await createChatClient({ url: '/api/chat', auth: { proxy: true }, fetch }).getThread('c-1');
    expect(sent[0]!.url).toBe('https://app.example.com/api/chat/stream-chat-state');
  });

  it('in Node an absolute URL is required: a relative one is INVALID_OPTIONS, nothing sent', () => {
    const { fetch, sent } = recordingFetch();
    const error = expectApiError(
      () => createChatClient({ url: '/api/chat', auth: { proxy: true }, fetch }),
      'INVALID_OPTIONS',
    );
    expect(error.message).toMatch(/^url: expected the URL of your chat proxy: absolute/);
    expect(() =>
      createChatClient({ url: 'http://127.0.0.1:3000/api/chat', auth: { proxy: true }, fetch }),
    ).not.toThrow();
    expect(sent).toEqual([]);
  });

  it.each([
    [
      'proxy with a token',
      { url: '/api/chat', auth: { proxy: true, token: 'header.payload.sig' } },
      /^auth: expected exactly one of/,
    ],
    [
      'proxy with an API key',
      { url: '/api/chat', auth: { proxy: true, apiKey: 'sk-live-1234567890' } },
      /^auth: expected exactly one of/,
    ],
    ['proxy: false', { url: '/api/chat', auth: { proxy: false } }, /^auth.proxy: expected true, got false/],
    [
      'the parts of a service URL',
      { url: { chatBaseUrl: 'https://chat.example.com', accountName: 'a', agentId: '1' }, auth: { proxy: true } },
      /^url: expected the URL of your chat proxy/,
    ],
    [
      'a user name and password',
      { url: 'https://bob:hunter22@app.example.com/api/chat', auth: { proxy: true } },
      /^url: expected a URL without user name or password/,
    ],
    [
      'another scheme',
      { url: 'ftp://app.example.com/api/chat', auth: { proxy: true } },
      /^url: expected the URL of your chat proxy/,
    ],
  ])('%s is INVALID_OPTIONS', (_label, options, message) => {
    inPageAt('https://app.example.com/');
    const error = expectApiError(() => createChatClient(options as never), 'INVALID_OPTIONS');
    expect(error.message).toMatch(message);
    expect(error.message).not.toContain('hunter22');
    expect(error.message).not.toContain('sk-live-1234567890');
  });

  it('the other methods keep their rules: a relative URL is still refused with a token, an API key still refused in a page', () => {
    inPageAt('https://app.example.com/');
    expectApiError(
      () => createChatClient({ url: '/api/chat/stream-chat-state', auth: { token: 'header.payload.sig' } }),
      'INVALID_OPTIONS',
    );
    const error = expectApiError(
      () =>
        createChatClient({
          url: 'https://chat.example.com/api/v1/public/a/agents/1/chat/stream-chat-state',
          auth: { apiKey: 'sk-live-1234567890', sessionSettings: { externalId: 'a' } },
        }),
      'INVALID_OPTIONS',
    );
    expect(error.message).toContain('{ proxy: true }');
  });
});
