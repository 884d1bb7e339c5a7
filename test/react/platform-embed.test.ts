// @vitest-environment happy-dom
/**
 * `<PlatformEmbed>` on a fake page (test/react/fake-page.ts): the iframe it creates and keeps,
 * the handlers it calls, the actions its props send, the controller its ref gets, and the
 * clean-up. Runs on React 19 and, in the `react-18` project, on React 18.
 */
import { act, render } from '@testing-library/react';
import { Component, createElement as h, type ReactNode, StrictMode, useEffect } from 'react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { type EmbedController, EmbedError, type EventMessage, type EventPayloads } from '../../src/index.js';
import { PlatformEmbed, type PlatformEmbedProps } from '../../src/react/index.js';
import { allowConsole } from '../support/fail-on-console.js';
import { EMBED_ORIGIN, embedUrl, type FakePage, OTHER_ORIGIN, READY, setUpFakePagePerTest } from './fake-page.js';

let page: FakePage;

setUpFakePagePerTest((created) => {
  page = created;
});

/**
 * Renders `<PlatformEmbed>` on the fake page with one callback ref, which records what it is
 * given; returns the render result, those records, the live controller, and a re-render.
 */
function mount(props: Omit<PlatformEmbedProps, 'window'>, options: { strict?: boolean; children?: ReactNode } = {}) {
  const refs: Array<EmbedController | null> = [];
  const ref = (controller: EmbedController | null) => void refs.push(controller);
  const embedElement = (next: Omit<PlatformEmbedProps, 'window'>) =>
    h(PlatformEmbed, { window: page.host, ref, ...next });
  const wrap = (element: ReactNode) => (options.strict ? h(StrictMode, null, element, options.children) : element);
  const result = render(wrap(embedElement(props)));
  return {
    ...result,
    refs,
    controller: () => {
      const last = refs.at(-1);
      if (!last) throw new Error('the ref has no controller');
      return last;
    },
    update: (next: Omit<PlatformEmbedProps, 'window'>) => result.rerender(wrap(embedElement(next))),
  };
}

/** Counts the mounts of its effect: under StrictMode, two. */
function MountCounter({ mounts }: { mounts: { count: number } }) {
  useEffect(() => {
    mounts.count += 1;
  }, [mounts]);
  return null;
}

/** Catches what its children throw, and shows it. */
class Boundary extends Component<{ children?: ReactNode; onError: (error: unknown) => void }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }
  override render() {
    return this.state.failed ? 'failed' : this.props.children;
  }
}

describe('mounting', () => {
  it('renders one container div with className and style, and the iframe in it loading the url', () => {
    const { container, controller } = mount({
      url: embedUrl('s1'),
      title: 'Sales',
      className: 'report',
      style: { height: '640px' },
    });
    const div = container.firstElementChild as HTMLElement;
    expect(container.children).toHaveLength(1);
    expect(div.tagName).toBe('DIV');
    expect(div.className).toBe('report');
    expect(div.style.height).toBe('640px');
    const iframe = page.iframe();
    expect(iframe.parentElement).toBe(div);
    expect(iframe.getAttribute('src')).toBe(embedUrl('s1'));
    expect(iframe.title).toBe('Sales');
    expect(controller().iframe).toBe(iframe);
    expect(controller().origin).toBe(EMBED_ORIGIN);
    expect(controller().state).toBe('connecting');
    expect(page.host.listenerCount).toBe(1);
  });

  it('the ref receives the controller, and null after unmount', () => {
    const { refs, unmount } = mount({ url: embedUrl('s1') });
    expect(refs).toHaveLength(1);
    const controller = refs[0]!;
    unmount();
    expect(refs).toEqual([controller, null]);
  });

  it('a ref object gets the controller too', () => {
    const ref: { current: EmbedController | null } = { current: null };
    const { unmount } = render(h(PlatformEmbed, { url: embedUrl('s1'), window: page.host, ref }));
    expect(ref.current?.iframe).toBe(page.iframe());
    unmount();
    expect(ref.current).toBeNull();
  });
});

describe('handlers', () => {
  it('every catalog event reaches its prop with the payload and the message', () => {
    const calls: Array<[string, unknown, EventMessage]> = [];
    const record = (name: string) => (payload: unknown, message: EventMessage) =>
      void calls.push([name, payload, message]);
    mount({
      url: embedUrl('s1'),
      onReady: record('ready'),
      onView: record('view'),
      onNavigate: record('navigate'),
      onDashboardLoaded: record('dashboard-loaded'),
      onDownload: record('download'),
      onDrilldown: record('drilldown'),
      onAiQuery: record('ai-query'),
      onError: record('error'),
    });
    const payloads = {
      ready: READY,
      view: { surface: 'dashboard', path: '/orders', title: 'Orders' },
      navigate: { path: '/orders' },
      'dashboard-loaded': { widgetCount: 3, loadDurationMs: 120 },
      download: { format: 'csv', target: 'dashboard' },
      drilldown: { member: 'orders.count', value: 3 },
      'ai-query': { query: 'Which region?', status: 'submitted' },
      error: { message: 'Query failed', fatal: false },
    } satisfies { [N in keyof EventPayloads]: EventPayloads[N] };
    page.ready();
    for (const [name, payload] of Object.entries(payloads))
      if (name !== 'ready') page.emit(name as 'view', payload as EventPayloads['view']);
    expect(calls.map(([name, payload]) => [name, payload])).toEqual(Object.entries(payloads));
    expect(calls.map(([, , message]) => message.type)).toEqual(
      Object.keys(payloads).map((name) => `platform:event:${name}`),
    );
  });

  it('a re-render with new inline handlers creates and subscribes nothing, and the latest handler is called', () => {
    const first = vi.fn();
    const { controller, update } = mount({ url: embedUrl('s1'), onDownload: (p) => first(p) });
    const iframe = page.iframe();
    const on = vi.spyOn(controller(), 'on');
    const once = vi.spyOn(controller(), 'once');
    const latest = vi.fn();
    for (let render = 0; render < 3; render++) update({ url: embedUrl('s1'), onDownload: (p) => latest(render, p) });
    update({ url: embedUrl('s1'), onDownload: (p) => latest('last', p) });
    expect(page.iframe()).toBe(iframe);
    expect(on).not.toHaveBeenCalled();
    expect(once).not.toHaveBeenCalled();
    expect(page.host.listenerCount).toBe(1);

    page.ready();
    page.emit('download', { format: 'pdf', target: 'dashboard' });
    expect(first).not.toHaveBeenCalled();
    expect(latest.mock.calls).toEqual([['last', { format: 'pdf', target: 'dashboard' }]]);
  });

  it('a handler added after mount is called; one removed is not', () => {
    const onView = vi.fn();
    const { update } = mount({ url: embedUrl('s1') });
    page.ready();
    update({ url: embedUrl('s1'), onView });
    page.emit('view', { surface: 'dashboard', path: '/a' });
    update({ url: embedUrl('s1') });
    page.emit('view', { surface: 'dashboard', path: '/b' });
    expect(onView.mock.calls.map(([payload]) => payload.path)).toEqual(['/a']);
  });

  it('onInvalidMessage of the latest render gets what the controller refuses', () => {
    const first = vi.fn();
    const latest = vi.fn();
    const { update } = mount({ url: embedUrl('s1'), onInvalidMessage: first });
    update({ url: embedUrl('s1'), onInvalidMessage: latest });
    page.ready();
    const iframe = page.iframe();
    act(() =>
      page.host.deliver(
        { source: 'platform-embed', direction: 'event', type: 'platform:event:download', payload: { format: 'gif' } },
        { origin: EMBED_ORIGIN, source: page.embedOf(iframe) },
      ),
    );
    expect(first).not.toHaveBeenCalled();
    expect(latest).toHaveBeenCalledTimes(1);
    expect(latest.mock.calls[0]![0]).toMatchObject({ reason: 'invalid-envelope' });
  });

  it('onFailure of the latest render hears a READY_TIMEOUT, with the error whenReady rejects with', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const first = vi.fn();
    const latest = vi.fn();
    const { controller, update } = mount({ url: embedUrl('s1'), readyTimeoutMs: 500, onFailure: first });
    update({ url: embedUrl('s1'), readyTimeoutMs: 500, onFailure: latest });
    const ready = controller()
      .whenReady()
      .catch((error: unknown) => error);
    act(() => vi.advanceTimersByTime(500));
    expect(first).not.toHaveBeenCalled();
    expect(latest).toHaveBeenCalledTimes(1);
    const error = latest.mock.calls[0]![0] as EmbedError;
    expect(error).toBeInstanceOf(EmbedError);
    expect(error.code).toBe('READY_TIMEOUT');
    expect(await ready).toBe(error);
  });

  it('a debug function of the latest render gets the lines', () => {
    const first = vi.fn();
    const latest = vi.fn();
    const { update } = mount({ url: embedUrl('s1'), debug: first });
    update({ url: embedUrl('s1'), debug: latest });
    first.mockClear();
    page.ready();
    expect(first).not.toHaveBeenCalled();
    expect(latest).toHaveBeenCalledWith('received platform:event:ready', READY);
  });
});

describe('settings', () => {
  const filters = [{ view: 'orders', dimension: 'status', value: ['paid'] }, 'f_orders.region=["North"]'] as const;

  it('are queued from mount and sent once the embed is ready', () => {
    mount({
      url: embedUrl('s1'),
      colorScheme: 'dark',
      theme: { primaryColor: '#e11d48' },
      locale: 'de-DE',
      filters: [...filters],
    });
    expect(page.actions()).toEqual([]);
    page.ready();
    expect(page.actions()).toEqual([
      ['set-color-scheme', { scheme: 'dark' }],
      ['set-theme', { primaryColor: '#e11d48' }],
      ['set-locale', { locale: 'de-DE' }],
      ['set-filter', { filterUrlParameter: 'f_orders.status=["paid"]' }],
      ['set-filter', { filterUrlParameter: 'f_orders.region=["North"]' }],
    ]);
  });

  it('new objects and arrays of the same value send nothing; a change sends exactly that setting', () => {
    const props = () =>
      ({
        url: embedUrl('s1'),
        colorScheme: 'dark',
        theme: { primaryColor: '#e11d48', font: 'Inter' },
        locale: 'de-DE',
        filters: [...filters],
      }) as const;
    const { update } = mount(props());
    page.ready();
    const sent = page.actions().length;
    const since = () => page.actions().slice(sent);

    update(props());
    update({ ...props(), theme: { font: 'Inter', primaryColor: '#e11d48' } });
    expect(since()).toEqual([]);

    update({ ...props(), locale: 'fr-FR' });
    expect(since()).toEqual([['set-locale', { locale: 'fr-FR' }]]);

    update({ ...props(), locale: 'fr-FR', colorScheme: 'light', theme: { primaryColor: '#0000ff' } });
    expect(since().slice(1)).toEqual([
      ['set-color-scheme', { scheme: 'light' }],
      ['set-theme', { primaryColor: '#0000ff' }],
    ]);

    const before = page.actions().length;
    update({
      ...props(),
      locale: 'fr-FR',
      colorScheme: 'light',
      theme: { primaryColor: '#0000ff' },
      filters: [filters[0], 'f_orders.region=["South"]'],
    });
    expect(page.actions().slice(before)).toEqual([['set-filter', { filterUrlParameter: 'f_orders.region=["South"]' }]]);
  });

  it('a changed setting before ready is sent once, with its latest value', () => {
    const { update } = mount({ url: embedUrl('s1'), locale: 'de-DE' });
    update({ url: embedUrl('s1'), locale: 'de-DE' });
    page.ready();
    expect(page.actions()).toEqual([['set-locale', { locale: 'de-DE' }]]);
  });
});

describe('url', () => {
  it('a new url of the same origin reloads the same iframe, and the settings come back on its ready', () => {
    const { controller, refs, update } = mount({ url: embedUrl('s1'), locale: 'de-DE' });
    const iframe = page.iframe();
    const live = controller();
    page.ready();
    expect(live.state).toBe('ready');

    update({ url: embedUrl('s2'), locale: 'de-DE' });
    expect(page.iframe()).toBe(iframe);
    expect(iframe.getAttribute('src')).toBe(embedUrl('s2'));
    expect(refs).toEqual([live]);
    expect(live.state).toBe('connecting');
    expect(page.host.listenerCount).toBe(1);

    const sent = page.actions().length;
    page.ready();
    expect(page.actions().slice(sent)).toEqual([['set-locale', { locale: 'de-DE' }]]);
  });

  it('the same url again (a new URL object of the same href) reloads nothing', () => {
    const { controller, update } = mount({ url: new URL(embedUrl('s1')) });
    const reload = vi.spyOn(controller(), 'reload');
    update({ url: new URL(embedUrl('s1')) });
    update({ url: embedUrl('s1') });
    expect(reload).not.toHaveBeenCalled();
  });

  it('a url of another origin destroys the iframe and its controller, and creates new ones', () => {
    const onReady = vi.fn();
    const { controller, refs, update } = mount({ url: embedUrl('s1'), colorScheme: 'dark', onReady });
    const first = controller();
    const oldFrame = page.iframe();
    page.ready();

    update({ url: embedUrl('s1', OTHER_ORIGIN), colorScheme: 'dark', onReady });
    const newFrame = page.iframe();
    expect(newFrame).not.toBe(oldFrame);
    expect(oldFrame.isConnected).toBe(false);
    expect(newFrame.getAttribute('src')).toBe(embedUrl('s1', OTHER_ORIGIN));
    expect(first.state).toBe('destroyed');
    expect(controller()).not.toBe(first);
    expect(controller().origin).toBe(OTHER_ORIGIN);
    expect(refs).toEqual([first, null, controller()]);
    expect(page.host.listenerCount).toBe(1);

    page.ready({ embedTenant: 'acme-eu' }, newFrame);
    expect(page.actions(newFrame)).toEqual([['set-color-scheme', { scheme: 'dark' }]]);
    expect(onReady.mock.calls.map(([payload]) => payload.embedTenant)).toEqual(['acme', 'acme-eu']);
  });

  it('a new origin option re-creates too', () => {
    const { controller, update } = mount({ url: embedUrl('s1') });
    const first = controller();
    update({ url: embedUrl('s1'), origin: 'https://custom.example' });
    expect(first.state).toBe('destroyed');
    expect(controller().origin).toBe('https://custom.example');
    expect(page.iframes()).toHaveLength(1);
  });

  it("a session provider: new inline functions re-create nothing; the ref's controller.reload() asks the latest", async () => {
    const asked: string[] = [];
    const provider = (name: string) => () => {
      asked.push(name);
      return Promise.resolve(embedUrl(`${name}-${asked.length}`));
    };
    const { controller, refs, update } = mount({ url: provider('first'), locale: 'de-DE' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    const iframe = page.iframe();
    expect(iframe.getAttribute('src')).toBe(embedUrl('first-1'));
    update({ url: provider('second'), locale: 'de-DE' });
    update({ url: provider('latest'), locale: 'de-DE' });
    page.ready();
    expect(refs).toEqual([controller()]);
    expect(asked).toEqual(['first']);

    act(() => controller().reload());
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(asked).toEqual(['first', 'latest']);
    expect(page.iframe()).toBe(iframe);
    expect(iframe.getAttribute('src')).toBe(embedUrl('latest-2'));
    const sent = page.actions().length;
    page.ready();
    expect(page.actions().slice(sent)).toEqual([['set-locale', { locale: 'de-DE' }]]);
  });

  it('the title follows the prop on the same iframe', () => {
    const { update } = mount({ url: embedUrl('s1'), title: 'Sales' });
    const iframe = page.iframe();
    update({ url: embedUrl('s1'), title: 'Revenue' });
    expect(page.iframe()).toBe(iframe);
    expect(iframe.title).toBe('Revenue');
  });
});

describe('unmounting', () => {
  it('destroys the controller: no iframe, listener or timer is left', () => {
    const { controller, unmount } = mount({ url: embedUrl('s1'), readyTimeoutMs: 60_000 });
    const live = controller();
    expect(page.host.timerCount).toBe(1);
    unmount();
    expect(live.state).toBe('destroyed');
    expect(page.iframes()).toHaveLength(0);
    expect(page.host.listenerCount).toBe(0);
    expect(page.host.timerCount).toBe(0);
  });

  it('before ready, under StrictMode, rejects nothing unhandled', async () => {
    const rejections: unknown[] = [];
    const onRejection = (reason: unknown) => void rejections.push(reason);
    process.on('unhandledRejection', onRejection);
    try {
      const { controller, unmount } = mount({ url: embedUrl('s1'), colorScheme: 'dark' }, { strict: true });
      const live = controller();
      unmount();
      expect(live.state).toBe('destroyed');
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(rejections).toEqual([]);
    } finally {
      process.off('unhandledRejection', onRejection);
    }
  });
});

describe('StrictMode', () => {
  it('mount, unmount, mount ends with one iframe, one listener, one subscription per handler, and no unhandled rejection', async () => {
    const rejections: unknown[] = [];
    const onRejection = (reason: unknown) => void rejections.push(reason);
    process.on('unhandledRejection', onRejection);
    const created = vi.spyOn(document, 'createElement');
    try {
      // A sibling that counts its effect's mounts: StrictMode really mounts twice here.
      const mounts = { count: 0 };
      const onReady = vi.fn();
      const { controller, refs, unmount } = mount(
        { url: embedUrl('s1'), locale: 'de-DE', onReady },
        { strict: true, children: h(MountCounter, { mounts }) },
      );
      expect(mounts.count).toBe(2);
      expect(page.iframes()).toHaveLength(1);
      expect(page.host.listenerCount).toBe(1);
      // Every iframe made but the one shown is gone, and the ref only ever saw the live controller.
      const frames = created.mock.results
        .filter((_, call) => created.mock.calls[call]![0] === 'iframe')
        .map(({ value }) => value as HTMLIFrameElement);
      expect(frames.filter((frame) => frame.isConnected)).toEqual([page.iframe()]);
      expect(refs.filter((ref) => ref !== null && ref !== controller())).toEqual([]);
      expect(controller().state).toBe('connecting');

      page.ready();
      expect(onReady).toHaveBeenCalledTimes(1);
      expect(page.actions()).toEqual([['set-locale', { locale: 'de-DE' }]]);

      unmount();
      expect(page.iframes()).toHaveLength(0);
      expect(page.host.listenerCount).toBe(0);
      expect(page.host.timerCount).toBe(0);
      // Rejections surface on a later turn: give them one.
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(rejections).toEqual([]);
    } finally {
      process.off('unhandledRejection', onRejection);
    }
  });
});

describe('errors', () => {
  it('a url createEmbed refuses reaches the error boundary as INVALID_OPTIONS, with nothing left behind', () => {
    // React reports errors caught by a boundary on the console.
    allowConsole(/tenant\.example\.com\/embed|The above error occurred|React will try to recreate/);
    // React 18's development build re-throws an effect's error from an event listener, for
    // devtools, and counts on the browser to report it rather than let it propagate; vitest's
    // happy-dom lets listener errors propagate unless asked.
    const { settings } = (window as unknown as { happyDOM: { settings: { disableErrorCapturing: boolean } } }).happyDOM;
    settings.disableErrorCapturing = false;
    onTestFinished(() => {
      settings.disableErrorCapturing = true;
    });
    const onError = vi.fn();
    render(
      h(Boundary, { onError }, h(PlatformEmbed, { url: 'tenant.example.com/embed/dashboard/abc', window: page.host })),
    );
    expect(onError).toHaveBeenCalledTimes(1);
    const error = onError.mock.calls[0]![0] as EmbedError;
    expect(error).toBeInstanceOf(EmbedError);
    expect(error.code).toBe('INVALID_OPTIONS');
    expect(error.message).toContain('did you mean "https://tenant.example.com/embed/dashboard/abc"?');
    expect(page.iframes()).toHaveLength(0);
    expect(page.host.listenerCount).toBe(0);
  });
});
