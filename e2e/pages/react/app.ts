/**
 * The React app of e2e/react.spec.ts: one `<PlatformEmbed>` under `<StrictMode>`, rendered with
 * React's development build (which mounts, unmounts and mounts again). Every render passes new
 * inline handlers that record the events and failures with the number of the render that made
 * them — and, given `sessions`, a new inline session provider as `url`; the tests drive it
 * through `window.reactApp`.
 */
import { createElement as h, StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { EmbedController, EventName } from '../../../src/index.js';
import { PlatformEmbed, type PlatformEmbedProps } from '../../../src/react/index.js';

/**
 * The props a test renders with: what can cross `page.evaluate`. `url`, or `sessions`: the URLs
 * an inline session provider answers, one per call, in turn. `className` and `style` replace the
 * app's own (a 640 px high container whose CSS sizes the iframe).
 */
export type AppProps = Pick<
  PlatformEmbedProps,
  'origin' | 'title' | 'colorScheme' | 'theme' | 'locale' | 'filters' | 'readyTimeoutMs' | 'className' | 'style'
> &
  ({ url: string; sessions?: never } | { url?: never; sessions: string[] });

/** One call of a handler prop. */
export interface RecordedReactEvent {
  name: EventName;
  /** The render whose inline handler was called. */
  render: number;
  payload: unknown;
}

/** One call of `onFailure`. */
export interface RecordedFailure {
  /** The render whose inline handler was called. */
  render: number;
  code: string;
  message: string;
}

/** `window.reactApp`. */
export interface ReactApp {
  config: { hostOrigin: string; embedOrigin: string; extraOrigins: Record<string, string> };
  /** Renders the app with these props (synchronously) and returns the render's number. */
  render(props: AppProps): number;
  /** Unmounts the app. */
  unmount(): void;
  /** Every handler call, in order. */
  events: RecordedReactEvent[];
  /** Every `onFailure` call, in order. */
  failures: RecordedFailure[];
  /** The render whose session provider was called, for each call, in order. */
  sessionCalls: number[];
  /** What the `ref` was given, in order. */
  refs: Array<EmbedController | null>;
  /** Whatever a test keeps between two evaluations (an iframe, say). */
  scratch: Record<string, unknown>;
  /** The URL of the demo's fake embed, with its session in the query. */
  fakeEmbedUrl(params?: Record<string, string>): string;
  /** The URL of a page of e2e/fixtures/ on one of the extra origins. */
  fixtureUrl(origin: string, page: string, params?: Record<string, string>): string;
}

declare global {
  interface Window {
    reactApp: ReactApp;
  }
}

const config = (await fetch('/config.json').then((response) => response.json())) as ReactApp['config'];
const events: RecordedReactEvent[] = [];
const failures: RecordedFailure[] = [];
const sessionCalls: number[] = [];
const refs: Array<EmbedController | null> = [];
/** One callback ref for the app's life: it records what it is given. */
const ref = (controller: EmbedController | null) => void refs.push(controller);

/** The app: the embed, with handlers (and a session provider) made anew by each render. */
function App({ props, render }: { props: AppProps; render: number }) {
  const { url, sessions, ...rest } = props;
  const record = (name: EventName) => (payload: unknown) => void events.push({ name, render, payload });
  const provider = () => {
    const next = sessions![sessionCalls.length % sessions!.length]!;
    sessionCalls.push(render);
    return Promise.resolve(next);
  };
  return h(PlatformEmbed, {
    className: 'react-embed',
    style: { display: 'block', minHeight: '640px' },
    ...rest,
    url: sessions ? provider : url!,
    ref,
    onFailure: ({ code, message }) => void failures.push({ render, code, message }),
    onReady: record('ready'),
    onView: record('view'),
    onNavigate: record('navigate'),
    onDashboardLoaded: record('dashboard-loaded'),
    onDownload: record('download'),
    onDrilldown: record('drilldown'),
    onAiQuery: record('ai-query'),
    onError: record('error'),
  });
}

const root = createRoot(document.getElementById('root')!);
let renders = 0;

window.reactApp = {
  config,
  render(props) {
    renders += 1;
    const render = renders;
    flushSync(() => root.render(h(StrictMode, null, h(App, { props, render }))));
    return render;
  },
  unmount: () => root.unmount(),
  events,
  failures,
  sessionCalls,
  refs,
  scratch: {},
  fakeEmbedUrl(params = {}) {
    const url = new URL('/embed/', config.embedOrigin);
    url.search = new URLSearchParams({
      surface: 'dashboard',
      embedTenant: 'acme',
      deploymentId: '42',
      mode: 'signed',
      ...params,
      hostOrigin: location.origin,
    }).toString();
    return url.href;
  },
  fixtureUrl(origin, page, params = {}) {
    const url = new URL(`/${page}`, config.extraOrigins[origin]);
    url.search = new URLSearchParams({ ...params, hostOrigin: location.origin }).toString();
    return url.href;
  },
};
