// @vitest-environment node
/**
 * `useChat` rendered on the server with `react-dom/server`, every DOM global a tripwire
 * (test/support/dom-tripwires.ts): the idle state, with the `chatId` option, no request, no
 * global read; and the hook's module keeps `'use client'`. Runs on React 19 and, in the
 * `react-18` project, on React 18.
 */
import { readFileSync } from 'node:fs';
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChatClient } from '../../src/chat/index.js';
import type { useChat as UseChat, UseChatOptions } from '../../src/react/index.js';
import { importWithTripwires } from '../support/dom-tripwires.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Shows what the hook returns (the hook is the one imported under the tripwires). */
function Status({ hook, options }: { hook: typeof UseChat; options: UseChatOptions }) {
  const { status, messages, answer, toolCalls, error, usage, chatId } = hook(options);
  return h(
    'output',
    null,
    `${status} ${messages.length} ${String(answer)} ${toolCalls.length} ${String(error)} ${String(usage)} ${String(chatId)}`,
  );
}

describe('useChat on the server', () => {
  it('renders the idle state, touching no DOM global and sending nothing', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const requestAnimationFrame = vi.fn();
    vi.stubGlobal('requestAnimationFrame', requestAnimationFrame);
    // No storage is read on the server (a remembered answer is looked up when a component mounts).
    const storageReads = vi.fn();
    vi.stubGlobal('sessionStorage', undefined);
    Object.defineProperty(globalThis, 'sessionStorage', { configurable: true, get: storageReads });
    const { module, touched } = await importWithTripwires(() => import('../../src/react/index.js'));
    const options: UseChatOptions = {
      url: 'https://chat.example.com/api/v1/public/acme/agents/a/chat/stream-chat-state',
      auth: { token: 'token' },
    };
    expect(renderToString(h(Status, { hook: module.useChat, options }))).toBe(
      '<output>idle 0 undefined 0 undefined undefined undefined</output>',
    );
    const client = { send: vi.fn(), attach: vi.fn(), getThread: vi.fn(), abort: vi.fn() } as unknown as ChatClient;
    expect(renderToString(h(Status, { hook: module.useChat, options: { client, chatId: 'chat-1' } }))).toBe(
      '<output>idle 0 undefined 0 undefined undefined chat-1</output>',
    );
    expect(fetch).not.toHaveBeenCalled();
    expect(requestAnimationFrame).not.toHaveBeenCalled();
    expect(storageReads).not.toHaveBeenCalled();
    expect(vi.mocked(client.attach)).not.toHaveBeenCalled();
    expect(touched).toEqual([]);
  });

  it("the hook's module starts with 'use client'", () => {
    const source = readFileSync(new URL('../../src/react/use-chat.ts', import.meta.url), 'utf8');
    expect(source.startsWith("'use client';\n")).toBe(true);
  });
});
