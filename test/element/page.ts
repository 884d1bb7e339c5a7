/**
 * The page around `<platform-embed>` under test, built from the package's own fakes: the
 * document's window is a fake host window (the element's controller listens and times on it, so
 * its listeners and timers can be counted), and behind each iframe the element creates, a fake
 * embed window records what the controller posts to it. Events from the embed are delivered at
 * once; what the element dispatches is recorded from the document (so it must bubble and cross
 * the shadow root).
 */
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { defineEmbedElement } from '../../src/element/index.js';
import { createEventMessage, EVENT_NAMES, type EventName, type EventPayloads } from '../../src/protocol/index.js';
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

/** Every event type the element dispatches. */
export const ELEMENT_EVENTS = [
  ...EVENT_NAMES.map((name) => `platform-${name}`),
  'platform-invalid-message',
  'platform-options-error',
  'platform-failure',
];

/** An event the element dispatched, as seen from the document. */
export interface SeenEvent {
  type: string;
  detail: unknown;
  bubbles: boolean;
  composed: boolean;
  target: EventTarget | null;
}

export interface ElementPage {
  /** The host window the element's controllers listen and time on. */
  host: FakeWindow;
  /** Every `platform-*` event dispatched so far, oldest first. */
  events: SeenEvent[];
  /** A `<platform-embed>` with these attributes, appended to the body (or to `parent`). */
  mount(attributes: Record<string, string>, parent?: Element): HTMLElementTagNameMap['platform-embed'];
  /** The iframes of an element's shadow root. */
  iframes(element: Element): HTMLIFrameElement[];
  /** The one iframe of an element (throws unless there is exactly one). */
  iframe(element: Element): HTMLIFrameElement;
  /** The embed in an element's iframe sends `ready`. */
  ready(element: Element, payload?: Partial<EventPayloads['ready']>): void;
  /** The embed in an element's iframe sends an event. */
  emit<N extends EventName>(element: Element, name: N, payload: EventPayloads[N]): void;
  /** The embed in an element's iframe sends raw data. */
  post(element: Element, data: unknown): void;
  /** The actions an iframe's embed received at its origin, as [short name, payload], oldest first. */
  actions(frame: HTMLIFrameElement): Array<[string, unknown]>;
  /** Removes every element and puts the document's window back. */
  close(): void;
}

/** Sets up the page: call in `beforeEach`, and `close()` in `afterEach`. */
export function elementPage(): ElementPage {
  const host = new FakeWindow();
  Object.defineProperty(document, 'defaultView', { configurable: true, get: () => host });
  const events: SeenEvent[] = [];
  const record = (event: Event) => {
    const { type, detail, bubbles, composed, target } = event as CustomEvent;
    events.push({ type, detail, bubbles, composed, target });
  };
  for (const type of ELEMENT_EVENTS) document.addEventListener(type, record);

  const embedOf = fakeEmbedWindows(host);
  const iframes = (element: Element) => [...(element.shadowRoot?.querySelectorAll('iframe') ?? [])];
  const iframe = (element: Element) => {
    const all = iframes(element);
    if (all.length !== 1) throw new Error(`expected one iframe in the element, found ${all.length}`);
    return all[0]!;
  };
  const post = (element: Element, data: unknown) => {
    const frame = iframe(element);
    host.deliver(data, { origin: new URL(frame.src).origin, source: embedOf(frame) });
  };

  return {
    host,
    events,
    mount(attributes, parent = document.body) {
      const element = document.createElement('platform-embed');
      for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
      parent.append(element);
      return element;
    },
    iframes,
    iframe,
    ready: (element, payload) => post(element, createEventMessage('ready', { ...READY, ...payload }, 'dashboard')),
    emit: (element, name, payload) => post(element, createEventMessage(name, payload, 'dashboard')),
    post,
    actions: (frame) => actionsReceived(embedOf(frame), frame),
    close() {
      for (const type of ELEMENT_EVENTS) document.removeEventListener(type, record);
      document.body.replaceChildren();
      delete (document as { defaultView?: unknown }).defaultView;
    },
  };
}

/**
 * The set-up the element's test files share: `<platform-embed>` defined once, a fresh page for
 * each test, given to `use` (with happy-dom's notice for every iframe given a src allowed: it
 * loads no pages), closed after the test, and real timers back.
 */
export function setUpPagePerTest(use: (page: ElementPage) => void): void {
  let current: ElementPage;
  beforeAll(() => {
    defineEmbedElement();
  });
  beforeEach(() => {
    allowConsole(/Iframe page loading is disabled/);
    current = elementPage();
    use(current);
  });
  afterEach(() => {
    current.close();
    vi.useRealTimers();
  });
}
