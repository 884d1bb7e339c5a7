/**
 * A fake host window and embed window for the controller's unit tests: full control over
 * what arrives (origin, source, data) and a record of what is posted where. The real browser
 * proof is the e2e suite.
 */
import { vi } from 'vitest';
import { createEventMessage, type EmbedHostWindow, type EventName, type EventPayloads, type Surface } from '../../src/index.js';

export const EMBED_ORIGIN = 'https://tenant.example.com';
export const EMBED_URL = `${EMBED_ORIGIN}/embed/dashboard/abc?session=s1`;

/** The host window: listeners and timers are counted; timers run on vitest's clock. */
export class FakeHostWindow implements EmbedHostWindow {
  readonly listeners = new Set<(event: MessageEvent) => void>();
  readonly timers = new Set<number>();
  readonly document: Document;

  constructor(doc: Document = globalThis.document) {
    this.document = doc;
  }

  addEventListener(_type: 'message', listener: (event: MessageEvent) => void): void {
    this.listeners.add(listener);
  }

  removeEventListener(_type: 'message', listener: (event: MessageEvent) => void): void {
    this.listeners.delete(listener);
  }

  setTimeout(callback: () => void, ms: number): number {
    const id = globalThis.setTimeout(() => {
      this.timers.delete(id);
      callback();
    }, ms) as unknown as number;
    this.timers.add(id);
    return id;
  }

  clearTimeout(id: number): void {
    this.timers.delete(id);
    globalThis.clearTimeout(id);
  }

  /** Delivers a message as the browser would: with the sender's origin and window. */
  deliver(data: unknown, from: { origin: string; source: object | null }): void {
    const event = { data, origin: from.origin, source: from.source } as MessageEvent;
    for (const listener of [...this.listeners]) listener(event);
  }
}

/** The embed's window as the host sees it: records every postMessage. */
export function fakeEmbedWindow() {
  const postMessage = vi.fn<(message: unknown, targetOrigin: string) => void>();
  return { postMessage, name: 'embed' };
}

export type FakeEmbedWindow = ReturnType<typeof fakeEmbedWindow>;

/** An iframe element (outside the document, so nothing loads) whose window is `embedWindow`. */
export function fakeIframe(embedWindow: FakeEmbedWindow | null, src: string | null = EMBED_URL): HTMLIFrameElement {
  const iframe = document.createElement('iframe');
  if (src !== null) iframe.setAttribute('src', src);
  setWindow(iframe, embedWindow);
  return iframe;
}

/** Points an iframe's contentWindow at a fake. */
export function setWindow(iframe: HTMLIFrameElement, embedWindow: FakeEmbedWindow | null): void {
  Object.defineProperty(iframe, 'contentWindow', { configurable: true, get: () => embedWindow });
}

/** A valid event message as the embed would send it. */
export function eventData<N extends EventName>(name: N, payload: EventPayloads[N], surface: Surface = 'dashboard') {
  return createEventMessage(name, payload, surface);
}

export const READY: EventPayloads['ready'] = { embedTenant: 'acme', deploymentId: 7, mode: 'signed', surface: 'dashboard', publicId: 'abc' };

/** The action messages posted to a fake embed window, as [type, payload, targetOrigin]. */
export function posted(win: FakeEmbedWindow): Array<[string, unknown, string]> {
  return win.postMessage.mock.calls.map(([message, target]) => {
    const m = message as { type: string; payload: unknown };
    return [m.type, m.payload, target];
  });
}
