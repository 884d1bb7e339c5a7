// A TypeScript user of the published package, type-checked against the packed tarball under
// several module resolutions by scripts/check-package.mjs. Every @ts-expect-error line must
// stay an error: if the types loosen, tsc reports the directive as unused and the check fails.
import { createEmbed, type EmbedController, EmbedError, type EventPayloads } from 'platform-embed';
import { ApiError, createPlatformClient, type DbtSyncStatusResponse } from 'platform-embed/api';
import { type ChatRun, createChatClient } from 'platform-embed/chat';
import { createChatProxy, toNodeHandler } from 'platform-embed/chat/server';
import { defineEmbedElement } from 'platform-embed/element';
import { createEmbedBridge, type EmbedBridge } from 'platform-embed/embed';
import {
  buildFilterParameter,
  createActionMessage,
  EVENT_NAMES,
  type EventName,
  parseEventMessage,
} from 'platform-embed/protocol';
import { PlatformEmbed, useChat } from 'platform-embed/react';
import { createTestEmbed, type FakeEmbed } from 'platform-embed/testing';
import { createElement, type ReactElement } from 'react';

export function host(container: HTMLElement): EmbedController {
  const embed = createEmbed({ url: 'https://tenant.example.com/embed', container });
  embed.on('download', (payload) => {
    const format: 'csv' | 'xlsx' | 'png' | 'pdf' = payload.format;
    return format;
  });
  embed.on('*', (message) => message.surface);
  embed.setFilter({ view: 'orders', dimension: 'status', value: ['paid'] });
  embed.setFilter(buildFilterParameter({ view: 'orders', dimension: 'region', value: 'EU' }));
  void embed.waitFor('ai-query', { filter: (p) => p.status === 'completed', timeoutMs: 1000 });
  // @ts-expect-error not an event of the catalog
  embed.on('downloaded', () => undefined);
  // @ts-expect-error a scheme outside the enum
  embed.setColorScheme('blue');
  // @ts-expect-error refresh takes no payload
  embed.send('refresh', { hard: true });
  // @ts-expect-error url needs a container
  createEmbed({ url: 'https://tenant.example.com/embed' });
  return embed;
}

export function embedSide(): EmbedBridge {
  const bridge = createEmbedBridge({ surface: 'dashboard', hostOrigin: 'https://app.example.com' });
  bridge.onAction('set-theme', (theme) => theme.primaryColor?.toUpperCase());
  bridge.emit('dashboard-loaded', { widgetCount: 3 });
  // @ts-expect-error gif is not a download format
  bridge.emit('download', { format: 'gif', target: 'dashboard' });
  return bridge;
}

export function protocol(data: unknown): EventPayloads['ready'] | undefined {
  const names: readonly EventName[] = EVENT_NAMES;
  void names;
  void createActionMessage('set-locale', { locale: 'de' });
  const result = parseEventMessage(data);
  if (!result.ok) {
    const reason:
      | 'untrusted-origin'
      | 'untrusted-window'
      | 'not-an-object'
      | 'wrong-source'
      | 'wrong-direction'
      | 'unknown-type'
      | 'invalid-envelope'
      | 'invalid-payload' = result.reason;
    void reason;
    return undefined;
  }
  if (result.message.type === 'platform:event:ready') return result.message.payload;
  // @ts-expect-error the payload of a union message is not a ready payload until narrowed
  const ready: EventPayloads['ready'] = result.message.payload;
  void ready;
  return undefined;
}

export function errors(error: unknown): string | undefined {
  return error instanceof EmbedError ? error.code : undefined;
}

export async function integrationTest(): Promise<'light' | 'dark' | 'auto'> {
  const { controller, embed, host } = createTestEmbed({ surface: 'dashboard', readyTimeoutMs: 1000 });
  controller.setColorScheme('dark');
  embed.ready({ embedTenant: 'acme', deploymentId: null });
  await controller.whenReady();
  const action = await embed.waitForAction('set-color-scheme');
  embed.emit('download', { format: 'csv', target: 'dashboard' });
  embed.post('junk', { origin: 'https://evil.example', source: 'other' });
  const fake: FakeEmbed = embed;
  void fake.actions.length;
  // @ts-expect-error not an action of the catalog
  void embed.waitForAction('reload');
  controller.destroy();
  const clean: number = host.listenerCount + host.timerCount;
  void clean;
  return action.payload.scheme;
}

export async function management(): Promise<DbtSyncStatusResponse> {
  const api = createPlatformClient({ baseUrl: 'https://acme.example.com', token: () => 'token' });
  const { data } = await api.GET('/api/v1/deployments/{deploymentId}/dbt-sync/{syncJobId}', {
    params: { path: { deploymentId: 42, syncJobId: 'job' } },
  });
  const stage: string = data.progress.stage;
  void stage;
  void api.GET('/api/v1/deployments/{deploymentId}/dbt-sync/{syncJobId}', {
    // @ts-expect-error deploymentId is a number
    params: { path: { deploymentId: '42', syncJobId: 'job' } },
  });
  // @ts-expect-error not a path of the API
  void api.GET('/api/v1/nowhere');
  const { syncJobId } = await api.dbtSync.start(42, { branchName: 'dev' });
  try {
    return await api.dbtSync.wait(42, syncJobId, { onProgress: (status) => status.progress.percentComplete });
  } catch (error) {
    if (error instanceof ApiError && error.code === 'SYNC_FAILED') throw error;
    throw error;
  }
}

export function chat(): ChatRun {
  const client = createChatClient({
    url: 'https://chat.example.com/api/v1/public/acme/agents/1/chat/stream-chat-state',
    auth: { token: 'jwt' },
  });
  const run = client.send('Which region grew fastest?');
  run.on('tool-call', (call) => call.status);
  // @ts-expect-error not an event of a run
  run.on('finished', () => undefined);
  return run;
}

export function reactBinding(): ReactElement {
  // @ts-expect-error a scheme outside the enum
  void createElement(PlatformEmbed, { url: 'https://tenant.example.com/embed', colorScheme: 'blue' });
  return createElement(PlatformEmbed, {
    url: 'https://tenant.example.com/embed',
    colorScheme: 'dark',
    filters: [{ view: 'orders', dimension: 'status', value: ['paid'] }],
    onDownload: (payload) => payload.format.toUpperCase(),
    className: 'report',
  });
}

export function element(container: HTMLElement): void {
  defineEmbedElement();
  const embed = document.createElement('platform-embed');
  embed.src = 'https://tenant.example.com/embed/dashboard/abc';
  embed.filters = [{ view: 'orders', dimension: 'status', value: ['paid'] }];
  embed.addEventListener('platform-download', (event) => event.detail.format.toUpperCase());
  // @ts-expect-error a scheme outside the enum
  embed.colorScheme = 'blue';
  container.append(embed);
}

export function signedEmbedding(container: HTMLElement): EmbedController {
  const embed = createEmbed({
    container,
    url: async ({ signal }) => ((await (await fetch('/embed-session', { signal })).json()) as { url: string }).url,
    onFailure: (error) => error.code,
  });
  // @ts-expect-error a session provider answers a URL, not a number
  createEmbed({ container, url: () => 42 });
  const element = document.createElement('platform-embed');
  element.sessionEndpoint = '/embed-session?dashboard=sales';
  element.addEventListener('platform-failure', (event) => event.detail.code);
  return embed;
}

export function ChatThroughAProxy(): ReactElement {
  const handler = createChatProxy({
    url: 'https://chat.example.com/chat/stream-chat-state',
    apiKey: 'key',
    sessionSettings: () => ({ externalId: 'alice' }),
  });
  void toNodeHandler(handler);
  const { messages, status, send } = useChat({ url: '/api/chat', auth: { proxy: true } });
  void send('Which region grew fastest?');
  // @ts-expect-error a proxy client sends no credential
  void createChatClient({ url: '/api/chat', auth: { proxy: true, token: 'jwt' } });
  return createElement('p', { 'data-status': status }, messages.length);
}
