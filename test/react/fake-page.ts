/**
 * The page around a React binding under test, built from the package's own fakes: a fake host
 * window (the `window` option: it counts its listeners and timers) and, behind each iframe the
 * binding creates, a fake embed window that records what the controller posts to it.
 *
 * Events are delivered at once (`host.deliver`), inside `act()` so React applies the state
 * updates they cause before the test looks.
 */
import { act, cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { createEventMessage, type EventName, type EventPayloads } from '../../src/protocol/index.js';
import { FakeWindow } from '../../src/testing/index.js';
import { allowConsole } from '../support/fail-on-console.js';
import { actionsReceived, fakeEmbedWindows } from '../support/fake-embeds.js';

export const EMBED_ORIGIN = 'https://tenant.example.com';
export const OTHER_ORIGIN = 'https://bi.acme.example';

/** An embed URL of {@link EMBED_ORIGIN} (or of `origin`) with a session. */
export const embedUrl = (session: string, origin = EMBED_ORIGIN): string =>
  `${origin}/embed/dashboard/abc?session=${session}`;

export const READY: EventPayloads['ready'] = {
  embedTenant: 'acme',
  deploymentId: 7,
  mode: 'signed',
  surface: 'dashboard',
};

/** An action as the embed received it: its short name and payload. */
export type ReceivedAction = [name: string, payload: unknown];

export interface FakePage {
  /** The host window to pass as the binding's `window` option. */
  host: FakeWindow;
  /** The iframes in the document now. */
  iframes(): HTMLIFrameElement[];
  /** The one iframe in the document (throws unless there is exactly one). */
  iframe(): HTMLIFrameElement;
  /** The fake embed window behind an iframe (created and attached on first use). */
  embedOf(iframe: HTMLIFrameElement): FakeWindow;
  /** The embed in `iframe` (default: the one iframe) sends `ready`. */
  ready(payload?: Partial<EventPayloads['ready']>, iframe?: HTMLIFrameElement): void;
  /** The embed in `iframe` (default: the one iframe) sends an event. */
  emit<N extends EventName>(name: N, payload: EventPayloads[N], iframe?: HTMLIFrameElement): void;
  /** The actions posted to the embed in `iframe` (default: the one iframe) at its origin, oldest first. */
  actions(iframe?: HTMLIFrameElement): ReceivedAction[];
}

export function fakePage(): FakePage {
  const host = new FakeWindow();
  const iframes = () => [...document.querySelectorAll('iframe')];
  const iframe = () => {
    const all = iframes();
    if (all.length !== 1) throw new Error(`expected one iframe in the document, found ${all.length}`);
    return all[0]!;
  };
  const embedOf = fakeEmbedWindows(host);
  const send = (frame: HTMLIFrameElement, data: unknown) => {
    const source = embedOf(frame);
    act(() => host.deliver(data, { origin: new URL(frame.src).origin, source }));
  };
  return {
    host,
    iframes,
    iframe,
    embedOf,
    ready: (payload, frame = iframe()) =>
      send(frame, createEventMessage('ready', { ...READY, ...payload }, 'dashboard')),
    emit: (name, payload, frame = iframe()) => send(frame, createEventMessage(name, payload, 'dashboard')),
    actions: (frame = iframe()) => actionsReceived(embedOf(frame), frame),
  };
}

/**
 * The set-up the binding's test files share: a fresh fake page for each test, given to `use`
 * (with happy-dom's notice for every iframe given a src allowed: it loads no pages), what was
 * rendered cleaned up after the test, and real timers back.
 */
export function setUpFakePagePerTest(use: (page: FakePage) => void): void {
  beforeEach(() => {
    allowConsole(/Iframe page loading is disabled/);
    use(fakePage());
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });
}
