// @vitest-environment happy-dom
/**
 * `<platform-embed>` on a fake page (test/element/page.ts): the controller its attributes make,
 * the settings it sends (on ready, on change, after a reload), `src` changes, removal and
 * re-insertion, the events it dispatches, the attributes it refuses, its methods and its shadow
 * root.
 */
import { describe, expect, it, vi } from 'vitest';
import { embedElementClass } from '../../src/element/define.js';
import { defineEmbedElement } from '../../src/element/index.js';
import {
  createEventMessage,
  EmbedError,
  EVENT_NAMES,
  type EventName,
  type EventPayloads,
} from '../../src/protocol/index.js';
import { expectEmbedError } from '../support/expect-embed-error.js';
import { allowConsole } from '../support/fail-on-console.js';
import { type ElementPage, EMBED_ORIGIN, embedUrl, OTHER_ORIGIN, READY, setUpPagePerTest } from './page.js';

let page: ElementPage;

setUpPagePerTest((created) => {
  page = created;
});

const PAID = { view: 'orders', dimension: 'status', value: ['paid'] };
const EU = 'f_orders.region="EU"';

/** The `platform-options-error` events seen so far, as their errors. */
const optionErrors = () =>
  page.events.filter((event) => event.type === 'platform-options-error').map((event) => event.detail as EmbedError);

describe('attributes make the controller', () => {
  it('creates one iframe in its shadow root from src, title and loading, listening once and timing the ready wait', () => {
    const el = page.mount({ src: embedUrl('s1'), title: 'Sales', loading: 'lazy' });
    const frame = page.iframe(el);
    expect(el.controller?.iframe).toBe(frame);
    expect(el.controller?.origin).toBe(EMBED_ORIGIN);
    expect(frame.src).toBe(embedUrl('s1'));
    expect(frame.title).toBe('Sales');
    expect(frame.getAttribute('loading')).toBe('lazy');
    expect(frame.getAttribute('part')).toBe('frame');
    expect(el.children).toHaveLength(0); // nothing in the light DOM
    expect(el.state).toBe('connecting');
    expect([page.host.listenerCount, page.host.timerCount]).toEqual([1, 1]);
    page.ready(el);
    expect(el.state).toBe('ready');
    expect(page.host.timerCount).toBe(0);
  });

  it('passes origin, ready-timeout and max-queued-actions to createEmbed', async () => {
    vi.useFakeTimers();
    const el = page.mount({
      src: embedUrl('s1'),
      origin: OTHER_ORIGIN,
      'ready-timeout': '500',
      'max-queued-actions': '1',
    });
    expect(el.controller?.origin).toBe(OTHER_ORIGIN);
    el.refresh();
    expectEmbedError(() => el.refresh(), 'QUEUE_FULL');
    const waiting = el.whenReady();
    vi.advanceTimersByTime(500);
    const error = await expectEmbedError(waiting, 'READY_TIMEOUT');
    expect(error.message).toContain('within 500 ms');
  });

  it('stays idle, quietly, without src (or with an empty one) until src is set', () => {
    const el = page.mount({ 'color-scheme': 'dark' });
    expect([el.state, el.controller, page.iframes(el)]).toEqual(['idle', undefined, []]);
    el.src = '';
    expect(el.state).toBe('idle');
    expect([page.host.listenerCount, page.host.timerCount]).toEqual([0, 0]);
    el.src = embedUrl('s1');
    expect(el.state).toBe('connecting');
    page.ready(el);
    expect(page.actions(page.iframe(el))).toEqual([['set-color-scheme', { scheme: 'dark' }]]);
    expect(page.events.filter((event) => event.type === 'platform-options-error')).toEqual([]);
  });

  it('does nothing before it is in the document', () => {
    const el = document.createElement('platform-embed');
    el.src = embedUrl('s1');
    el.colorScheme = 'dark';
    el.theme = { primaryColor: '#123456' };
    expect([el.state, el.controller, page.host.listenerCount]).toEqual(['idle', undefined, 0]);
    expectEmbedError(() => el.refresh(), 'DESTROYED');
  });
});

describe('settings', () => {
  it('sends the settings given before insertion once the embed is ready, in the replay order', () => {
    const el = document.createElement('platform-embed');
    el.filters = [PAID, EU];
    el.theme = { primaryColor: '#123456' };
    el.setAttribute('locale', 'de-DE');
    el.setAttribute('color-scheme', 'dark');
    el.src = embedUrl('s1');
    document.body.append(el);
    const frame = page.iframe(el);
    expect(page.actions(frame)).toEqual([]); // queued until ready
    page.ready(el);
    expect(page.actions(frame)).toEqual([
      ['set-color-scheme', { scheme: 'dark' }],
      ['set-theme', { primaryColor: '#123456' }],
      ['set-locale', { locale: 'de-DE' }],
      ['set-filter', { filterUrlParameter: 'f_orders.status=["paid"]' }],
      ['set-filter', { filterUrlParameter: EU }],
    ]);
  });

  it('sends a setting again when its value changes, and nothing for an equal value', () => {
    const el = page.mount({ src: embedUrl('s1'), 'color-scheme': 'dark', locale: 'de' });
    el.theme = { primaryColor: '#123456', font: 'Inter' };
    el.filters = [PAID];
    page.ready(el);
    const frame = page.iframe(el);
    const before = page.actions(frame).length;
    const since = () => page.actions(frame).slice(before);

    el.setAttribute('color-scheme', 'dark'); // the same value
    el.theme = { font: 'Inter', primaryColor: '#123456' }; // a new object, the same data
    el.filters = ['f_orders.status=["paid"]']; // the same filter in its parameter form
    el.locale = 'de';
    expect(since()).toEqual([]);

    el.colorScheme = 'light';
    el.locale = 'fr';
    el.theme = { primaryColor: '#654321' };
    el.filters = [PAID, EU];
    expect(since()).toEqual([
      ['set-color-scheme', { scheme: 'light' }],
      ['set-locale', { locale: 'fr' }],
      ['set-theme', { primaryColor: '#654321' }],
      ['set-filter', { filterUrlParameter: EU }],
    ]);

    // Removing a setting sends nothing: the embed keeps what it was sent.
    el.colorScheme = null;
    el.removeAttribute('locale');
    el.theme = undefined;
    el.filters = [];
    expect(since()).toHaveLength(4);
    expect(el.hasAttribute('color-scheme')).toBe(false);
  });

  it('replays the latest settings after reload(), through the same controller and iframe', () => {
    allowConsole(/reload\(\) of a signed session/);
    const el = page.mount({ src: embedUrl('s1'), 'color-scheme': 'dark' });
    el.filters = [PAID];
    page.ready(el);
    const controller = el.controller;
    const frame = page.iframe(el);
    el.locale = 'fr'; // set while ready: sent at once
    el.reload();
    expect(el.state).toBe('connecting');
    el.theme = { font: 'Inter' }; // set while reloading: queued
    const before = page.actions(frame).length;
    page.ready(el);
    expect(el.controller).toBe(controller);
    expect(page.iframe(el)).toBe(frame);
    expect(page.actions(frame).slice(before)).toEqual([
      ['set-color-scheme', { scheme: 'dark' }],
      ['set-theme', { font: 'Inter' }],
      ['set-locale', { locale: 'fr' }],
      ['set-filter', { filterUrlParameter: 'f_orders.status=["paid"]' }],
    ]);
  });

  it('reports a setting the controller refuses as platform-options-error, and sends the others', () => {
    const el = page.mount({ src: embedUrl('s1'), 'color-scheme': 'purple', locale: 'de' });
    el.filters = [{ view: 'a.b', dimension: 'c', value: 1 }, EU];
    expect(el.state).toBe('connecting'); // the embed goes on
    expect(optionErrors().map((error) => error.code)).toEqual(['INVALID_PAYLOAD', 'INVALID_FILTER']);
    expect(optionErrors()[0]!.message).toContain('"purple"');
    page.ready(el);
    expect(page.actions(page.iframe(el))).toEqual([['set-locale', { locale: 'de' }]]);
    el.colorScheme = 'dark';
    expect(page.actions(page.iframe(el)).at(-1)).toEqual(['set-color-scheme', { scheme: 'dark' }]);
  });

  it('refuses filters that are not an array, from the setter', () => {
    const el = page.mount({ src: embedUrl('s1') });
    expectEmbedError(() => {
      el.filters = 'f_orders.region="EU"' as never;
    }, 'INVALID_OPTIONS');
    el.filters = null as never;
    expect(el.filters).toEqual([]);
  });
});

describe('src changes', () => {
  it('reloads the same controller and iframe for a URL of the same origin, and replays the settings', () => {
    const el = page.mount({ src: embedUrl('s1'), locale: 'de' });
    page.ready(el);
    const controller = el.controller;
    const frame = page.iframe(el);
    el.src = embedUrl('s2');
    expect(el.controller).toBe(controller);
    expect(page.iframe(el)).toBe(frame);
    expect(frame.src).toBe(embedUrl('s2'));
    expect(el.state).toBe('connecting');
    expect([page.host.listenerCount, page.host.timerCount]).toEqual([1, 1]);
    page.ready(el);
    expect(page.actions(frame)).toEqual([
      ['set-locale', { locale: 'de' }],
      ['set-locale', { locale: 'de' }],
    ]);
  });

  it('does nothing when src is set to the value it has', () => {
    const el = page.mount({ src: embedUrl('s1') });
    page.ready(el);
    el.src = embedUrl('s1');
    expect(el.state).toBe('ready');
  });

  it('re-creates the controller and iframe for another origin, sending the settings to the new one', () => {
    const el = page.mount({ src: embedUrl('s1'), 'color-scheme': 'dark' });
    page.ready(el);
    const old = el.controller!;
    el.src = embedUrl('s2', OTHER_ORIGIN);
    expect(old.state).toBe('destroyed');
    expect(el.controller).not.toBe(old);
    expect(el.controller?.origin).toBe(OTHER_ORIGIN);
    expect(page.iframes(el)).toHaveLength(1);
    expect(page.iframe(el)).not.toBe(old.iframe);
    expect([page.host.listenerCount, page.host.timerCount]).toEqual([1, 1]);
    page.ready(el);
    expect(page.actions(page.iframe(el))).toEqual([['set-color-scheme', { scheme: 'dark' }]]);
  });

  it('re-creates for a new origin attribute and new creation options', () => {
    const el = page.mount({ src: embedUrl('s1') });
    const first = el.controller;
    el.setAttribute('origin', OTHER_ORIGIN);
    expect(el.controller?.origin).toBe(OTHER_ORIGIN);
    const second = el.controller;
    el.setAttribute('ready-timeout', '0');
    expect(el.controller).not.toBe(second);
    expect(page.host.timerCount).toBe(0); // 0 disables the ready timeout
    expect(first?.state).toBe('destroyed');
    expect(page.host.listenerCount).toBe(1);
  });

  it('retitles the iframe without re-creating it; removing title leaves the iframe as it is', () => {
    const el = page.mount({ src: embedUrl('s1'), title: 'Sales' });
    const controller = el.controller;
    el.title = 'Revenue';
    expect(page.iframe(el).title).toBe('Revenue');
    el.removeAttribute('title');
    expect(page.iframe(el).title).toBe('Revenue');
    expect(el.controller).toBe(controller);
  });

  it('removing src destroys the controller and leaves the element idle', () => {
    const el = page.mount({ src: embedUrl('s1') });
    el.removeAttribute('src');
    expect([el.state, el.controller, page.iframes(el).length, page.host.listenerCount, page.host.timerCount]).toEqual([
      'idle',
      undefined,
      0,
      0,
      0,
    ]);
  });
});

describe('removal and re-insertion', () => {
  it('removal destroys the controller: no listener, no timer, no iframe; pending waits reject DESTROYED', async () => {
    const el = page.mount({ src: embedUrl('s1') });
    const controller = el.controller!;
    const waiting = el.whenReady();
    el.remove();
    expect([page.host.listenerCount, page.host.timerCount]).toEqual([0, 0]);
    expect(controller.state).toBe('destroyed');
    expect([el.state, el.controller, page.iframes(el)]).toEqual(['idle', undefined, []]);
    await expectEmbedError(waiting, 'DESTROYED');
  });

  it('re-insertion starts a new controller, which gets the settings again', () => {
    const el = page.mount({ src: embedUrl('s1'), locale: 'de' });
    el.filters = [PAID];
    page.ready(el);
    const old = el.controller;
    el.remove();
    document.body.append(el);
    expect(el.controller).toBeDefined();
    expect(el.controller).not.toBe(old);
    expect([page.host.listenerCount, page.host.timerCount]).toEqual([1, 1]);
    page.ready(el);
    expect(page.actions(page.iframe(el))).toEqual([
      ['set-locale', { locale: 'de' }],
      ['set-filter', { filterUrlParameter: 'f_orders.status=["paid"]' }],
    ]);
  });

  it('a move within the document ends with one working embed', () => {
    const el = page.mount({ src: embedUrl('s1'), 'color-scheme': 'dark' });
    page.ready(el);
    const other = document.body.appendChild(document.createElement('section'));
    other.append(el); // disconnect, then connect, in one task
    expect(page.iframes(el)).toHaveLength(1);
    expect([page.host.listenerCount, page.host.timerCount]).toEqual([1, 1]);
    page.ready(el);
    expect(el.state).toBe('ready');
    expect(page.actions(page.iframe(el))).toEqual([['set-color-scheme', { scheme: 'dark' }]]);
  });

  it('keeps its controller when moved with moveBefore (connectedMoveCallback)', () => {
    const el = page.mount({ src: embedUrl('s1') });
    const controller = el.controller;
    (el as unknown as { connectedMoveCallback(): void }).connectedMoveCallback();
    expect(el.controller).toBe(controller);
    expect(controller?.state).toBe('connecting');
  });
});

describe('events', () => {
  const PAYLOADS: { [N in EventName]: EventPayloads[N] } = {
    ready: READY,
    view: { surface: 'dashboard', path: '/dashboards/abc', title: 'Sales' },
    navigate: { path: '/b', previousPath: '/a' },
    'dashboard-loaded': { publicId: 'abc', widgetCount: 3, loadDurationMs: 120 },
    download: { format: 'csv', target: 'widget', widgetId: 'w1', rowCount: 10 },
    drilldown: { member: 'orders.status', value: 'paid' },
    'ai-query': { query: 'q', status: 'completed', chatId: 'c1' },
    error: { message: 'boom', fatal: false } as EventPayloads['error'],
  };

  it('dispatches platform-<event> for every catalog event, with the payload as detail, bubbling and composed', () => {
    const el = page.mount({ src: embedUrl('s1') });
    for (const name of EVENT_NAMES) page.emit(el, name, PAYLOADS[name] as never);
    expect(page.events.map(({ type }) => type)).toEqual(EVENT_NAMES.map((name) => `platform-${name}`));
    for (const [index, event] of page.events.entries()) {
      expect(event).toEqual({
        type: event.type,
        detail: PAYLOADS[EVENT_NAMES[index]!],
        bubbles: true,
        composed: true,
        target: el,
      });
    }
  });

  it('dispatches platform-invalid-message with { reason, detail } for a malformed message from the embed', () => {
    const el = page.mount({ src: embedUrl('s1') });
    const data = createEventMessage('download', { format: 'csv', target: 'widget' }, 'dashboard');
    page.post(el, { ...data, payload: { format: 'doc', target: 'widget' } });
    expect(page.events).toEqual([
      {
        type: 'platform-invalid-message',
        detail: { reason: 'invalid-payload', detail: expect.stringContaining('payload.format') },
        bubbles: true,
        composed: true,
        target: el,
      },
    ]);
  });

  it('dispatches no event of a controller that is gone', () => {
    const el = page.mount({ src: embedUrl('s1') });
    const frame = page.iframe(el);
    el.src = embedUrl('s2', OTHER_ORIGIN);
    // the old frame's window sends an event: its controller is destroyed, and the new one trusts another origin
    page.host.deliver(createEventMessage('download', { format: 'csv', target: 'widget' }, 'dashboard'), {
      origin: EMBED_ORIGIN,
      source: frame.contentWindow,
    });
    expect(page.events.map(({ type }) => type)).toEqual(['platform-invalid-message']);
  });
});

describe('bad attributes', () => {
  it.each<[string, Record<string, string>, RegExp]>([
    [
      'a relative src',
      { src: '/embed/dashboard/abc' },
      /^url: expected an absolute http\(s\) URL, got "\/embed\/dashboard\/abc": a relative URL/,
    ],
    [
      'a scheme-less src',
      { src: 'tenant.example.com/embed/x?session=secret' },
      /did you mean "https:\/\/tenant\.example\.com\/embed\/x"\?$/,
    ],
    [
      'a src with user info',
      { src: 'https://ada:secret@tenant.example.com/embed/x' },
      /^url: expected a URL without user name or password, got "https:\/\/tenant\.example\.com\/embed\/x"$/,
    ],
    [
      'an origin with user info',
      { src: embedUrl('s1'), origin: 'https://ada:secret@tenant.example.com' },
      /^origin: expected a URL without user name or password/,
    ],
    [
      'a non-number ready-timeout',
      { src: embedUrl('s1'), 'ready-timeout': 'soon' },
      /^readyTimeoutMs: expected whole milliseconds .*, got "soon"$/,
    ],
    ['a fractional ready-timeout', { src: embedUrl('s1'), 'ready-timeout': '1.5' }, /got "1\.5"$/],
    [
      'a negative max-queued-actions',
      { src: embedUrl('s1'), 'max-queued-actions': '-1' },
      /^maxQueuedActions: .*got "-1"$/,
    ],
    [
      'a bad loading',
      { src: embedUrl('s1'), loading: 'sometimes' },
      /^loading: expected one of "eager", "lazy", got "sometimes"$/,
    ],
    ['a wildcard origin', { src: embedUrl('s1'), origin: '*' }, /^origin: expected an http\(s\) URL, got "\*"$/],
  ])(
    '%s: no throw, the element is failed (no embed) and dispatches platform-options-error and platform-failure (INVALID_OPTIONS)',
    (_label, attributes, message) => {
      const el = page.mount(attributes); // would throw here if connectedCallback threw
      expect([el.state, el.controller, page.iframes(el)]).toEqual(['failed', undefined, []]);
      expect(el.failure).toBe(page.events[0]?.detail);
      expect([page.host.listenerCount, page.host.timerCount]).toEqual([0, 0]);
      expect(page.events.map((event) => event.type)).toEqual(['platform-options-error', 'platform-failure']);
      const [event, failure] = page.events;
      expect(failure).toMatchObject({ bubbles: true, composed: true, target: el, detail: event!.detail });
      expect(event).toMatchObject({ type: 'platform-options-error', bubbles: true, composed: true, target: el });
      expect(event!.detail).toBeInstanceOf(EmbedError);
      expect((event!.detail as EmbedError).code).toBe('INVALID_OPTIONS');
      expect((event!.detail as EmbedError).message).toMatch(message);
      expect((event!.detail as EmbedError).message).not.toContain('secret');
    },
  );

  it('a bad attribute set on a working element: no throw, failed, reported; fixing it connects again', () => {
    const el = page.mount({ src: embedUrl('s1') });
    el.setAttribute('ready-timeout', 'later');
    expect([el.state, page.host.listenerCount, page.host.timerCount]).toEqual(['failed', 0, 0]);
    expect(optionErrors().map((error) => error.code)).toEqual(['INVALID_OPTIONS']);
    el.setAttribute('ready-timeout', '1000');
    expect([el.state, el.failure]).toEqual(['connecting', undefined]);
    el.src = 'nope';
    expect([el.state, page.host.listenerCount]).toEqual(['failed', 0]);
    expect(optionErrors()).toHaveLength(2);
  });
});

describe('methods', () => {
  it('setFilter, navigate, refresh and send go through the controller (queued until ready)', () => {
    const el = page.mount({ src: embedUrl('s1') });
    el.setFilter(PAID);
    el.navigate('/dashboards/xyz');
    el.refresh();
    el.send('set-locale', { locale: 'it' });
    page.ready(el);
    expect(page.actions(page.iframe(el))).toEqual([
      ['set-filter', { filterUrlParameter: 'f_orders.status=["paid"]' }],
      ['navigate', { path: '/dashboards/xyz' }],
      ['refresh', {}],
      ['set-locale', { locale: 'it' }],
    ]);
    expectEmbedError(() => el.navigate('//evil.example'), 'INVALID_PAYLOAD');
  });

  it('throw DESTROYED while the element has no controller', () => {
    const el = page.mount({});
    for (const call of [
      () => el.setFilter(PAID),
      () => el.navigate('/a'),
      () => el.refresh(),
      () => el.send('refresh', {}),
      () => el.reload(),
    ]) {
      const error = expectEmbedError(call, 'DESTROYED');
      expect(error.message).toContain('<platform-embed> has no embed');
    }
  });

  it('whenReady resolves with the ready payload; called while idle, it waits for the next controller', async () => {
    const el = document.createElement('platform-embed');
    const waiting = el.whenReady();
    el.src = embedUrl('s1');
    document.body.append(el);
    page.ready(el, { embedTenant: 'globex' });
    await expect(waiting).resolves.toEqual({ ...READY, embedTenant: 'globex' });
    await expect(el.whenReady()).resolves.toEqual({ ...READY, embedTenant: 'globex' });
  });
});

describe('properties and shadow root', () => {
  it('src, origin, colorScheme and locale reflect their attributes', () => {
    const el = document.createElement('platform-embed');
    expect([el.src, el.origin, el.colorScheme, el.locale, el.theme, el.filters]).toEqual([
      '',
      null,
      null,
      null,
      undefined,
      [],
    ]);
    el.src = embedUrl('s1');
    el.origin = EMBED_ORIGIN;
    el.colorScheme = 'auto';
    el.locale = 'de-DE';
    expect(Object.fromEntries([...el.attributes].map(({ name, value }) => [name, value]))).toEqual({
      src: embedUrl('s1'),
      origin: EMBED_ORIGIN,
      'color-scheme': 'auto',
      locale: 'de-DE',
    });
    el.origin = null;
    el.locale = null;
    expect([el.hasAttribute('origin'), el.hasAttribute('locale')]).toEqual([false, false]);
    el.setAttribute('color-scheme', 'dark');
    expect(el.colorScheme).toBe('dark');
  });

  it('styles itself with one adopted stylesheet (a block, a default height, the frame filling it), no style attribute or element', () => {
    const el = page.mount({ src: embedUrl('s1') });
    const root = el.shadowRoot!;
    expect(root.mode).toBe('open');
    expect(root.adoptedStyleSheets).toHaveLength(1);
    const css = [...root.adoptedStyleSheets[0]!.cssRules].map((rule) => rule.cssText).join('\n');
    expect(css).toMatch(/:host\s*\{[^}]*display: grid;[^}]*height: 600px/);
    expect(css).toMatch(/:host\(\[hidden\]\)\s*\{[^}]*display: none/);
    expect(css).toMatch(/iframe\s*\{[^}]*width: 100%;[^}]*height: 100%/);
    const second = page.mount({ src: embedUrl('s2') });
    expect(second.shadowRoot!.adoptedStyleSheets[0]).toBe(root.adoptedStyleSheets[0]); // one sheet for all
    expect(root.querySelectorAll('style, [style]')).toHaveLength(0);
    expect(el.hasAttribute('style')).toBe(false);
  });

  describe('an upgrade loads the embed URL once (a signed session may be good for one load)', () => {
    type Callbacks = {
      attributeChangedCallback(name: string, old: string | null, value: string | null): void;
      connectedCallback(): void;
    };
    const framesCreated = (run: () => void) => {
      const created = vi.spyOn(document, 'createElement');
      try {
        run();
        return created.mock.calls.filter(([tag]) => tag === 'iframe').length;
      } finally {
        created.mockRestore();
      }
    };

    it('a src property set before the class was defined is moved to its attribute without a second load', () => {
      const el = document.createElement('property-embed') as HTMLElementTagNameMap['platform-embed'];
      (el as unknown as { src: string }).src = embedUrl('one-time');
      el.setAttribute('origin', EMBED_ORIGIN);
      document.body.append(el);
      expect(framesCreated(() => defineEmbedElement('property-embed'))).toBe(1);
      expect(el.getAttribute('src')).toBe(embedUrl('one-time'));
    });

    it('every attribute reported before connectedCallback, as browsers do on an upgrade', () => {
      // The browser's order on upgrading parsed markup (which happy-dom skips): each attribute
      // to attributeChangedCallback, in the document already, then connectedCallback.
      let upgrading = true;
      const Base = embedElementClass() as unknown as new () => HTMLElement & Callbacks;
      class Upgraded extends Base {
        override connectedCallback(): void {
          if (!upgrading) super.connectedCallback();
        }
      }
      customElements.define('order-embed', Upgraded);
      const el = document.createElement('order-embed') as HTMLElementTagNameMap['platform-embed'] & Callbacks;
      const attributes = {
        src: embedUrl('one-time'),
        origin: EMBED_ORIGIN,
        'ready-timeout': '5000',
        'max-queued-actions': '5',
        loading: 'lazy',
        title: 'Sales',
      };
      for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
      document.body.append(el);
      upgrading = false;
      const frames = framesCreated(() => {
        for (const [name, value] of Object.entries(attributes)) el.attributeChangedCallback(name, null, value);
        el.connectedCallback();
      });
      expect(frames).toBe(1);
      expect(page.iframe(el).src).toBe(embedUrl('one-time'));
    });

    it('and after a removal, a re-insertion loads it once again', () => {
      const el = page.mount({ src: embedUrl('s1'), origin: EMBED_ORIGIN });
      el.remove();
      expect(framesCreated(() => document.body.append(el))).toBe(1);
    });
  });

  it('takes properties a page set before the class was defined (an upgrade), under another name', () => {
    const el = document.createElement('upgraded-embed') as HTMLElementTagNameMap['platform-embed'];
    Object.assign(el, { theme: { font: 'Inter' }, filters: [EU] });
    el.setAttribute('src', embedUrl('s1'));
    document.body.append(el);
    defineEmbedElement('upgraded-embed');
    expect(Object.hasOwn(el, 'theme')).toBe(false);
    expect(el.theme).toEqual({ font: 'Inter' });
    page.ready(el);
    expect(page.actions(page.iframe(el))).toEqual([
      ['set-theme', { font: 'Inter' }],
      ['set-filter', { filterUrlParameter: EU }],
    ]);
  });
});
