/**
 * Simulated global scopes, for the tests of the rule "no API key in a browser"
 * (src/internal/in-browser.ts): `inScope(kind)` stubs the globals a runtime of that kind has, as
 * measured in each (a browser's page and workers by the HTML standard; Deno 2, Bun 1, workerd
 * through miniflare, Node 20), and undoes them after each test (`vi.unstubAllGlobals()`). The
 * real runtimes are run by scripts/runtimes.mjs (`npm run test:runtimes`).
 */
import { afterEach, vi } from 'vitest';

/** A browser's worker scopes, and the kinds of location and navigator they hold. */
class WorkerGlobalScope {}
class DedicatedWorkerGlobalScope extends WorkerGlobalScope {}
class SharedWorkerGlobalScope extends WorkerGlobalScope {}
class ServiceWorkerGlobalScope extends WorkerGlobalScope {}
class WorkerLocation {
  readonly href = 'https://app.example.com/worker.js';
}
const browserNavigator = {
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36',
};

/** The globals of a browser worker whose scope class is `scope`. */
const browserWorker = (scope: typeof WorkerGlobalScope, name: string): Record<string, unknown> => ({
  WorkerGlobalScope,
  [name]: scope,
  WorkerLocation,
  location: new WorkerLocation(),
  navigator: browserNavigator,
});

/** Each kind of global scope, by the globals that tell it (those a test in Node must add). */
export const GLOBAL_SCOPES = {
  page: { document: {}, window: {}, location: { href: 'https://app.example.com/' }, navigator: browserNavigator },
  'dedicated worker': browserWorker(DedicatedWorkerGlobalScope, 'DedicatedWorkerGlobalScope'),
  'shared worker': browserWorker(SharedWorkerGlobalScope, 'SharedWorkerGlobalScope'),
  'service worker': browserWorker(ServiceWorkerGlobalScope, 'ServiceWorkerGlobalScope'),
  // workerd: a ServiceWorkerGlobalScope with no location (measured with miniflare 4).
  workerd: { WorkerGlobalScope, ServiceWorkerGlobalScope, navigator: { userAgent: 'Cloudflare-Workers' } },
  // Vercel Edge (edge-runtime): names itself; given a browser worker's globals here, to show the name wins.
  'Vercel Edge': { EdgeRuntime: 'edge-runtime', WorkerGlobalScope, location: new WorkerLocation() },
  Deno: { Deno: { version: { deno: '2.9.6' } }, navigator: { userAgent: 'Deno/2.9.6' } },
  // A Deno web worker has a browser worker's globals, location included (measured in Deno 2.9).
  'Deno worker': {
    ...browserWorker(DedicatedWorkerGlobalScope, 'DedicatedWorkerGlobalScope'),
    Deno: {},
    navigator: { userAgent: 'Deno/2.9.6' },
  },
  Bun: { Bun: { version: '1.4.4' }, navigator: { userAgent: 'Bun/1.4.4' } },
  Node: {},
} satisfies Record<string, Record<string, unknown>>;

/** A kind of global scope of {@link GLOBAL_SCOPES}. */
export type GlobalScopeKind = keyof typeof GLOBAL_SCOPES;

/** The browser contexts, where a secret is public. */
export const BROWSER_SCOPES = [
  'page',
  'dedicated worker',
  'shared worker',
  'service worker',
] as const satisfies readonly GlobalScopeKind[];

/** The server runtimes, where a secret stays on the server. */
export const SERVER_SCOPES = [
  'workerd',
  'Vercel Edge',
  'Deno',
  'Deno worker',
  'Bun',
  'Node',
] as const satisfies readonly GlobalScopeKind[];

/** Makes the test's globals those of `kind` (on top of Node's), until the test ends. */
export function inScope(kind: GlobalScopeKind): void {
  for (const [name, value] of Object.entries(GLOBAL_SCOPES[kind])) vi.stubGlobal(name, value);
}

afterEach(() => {
  vi.unstubAllGlobals();
});
