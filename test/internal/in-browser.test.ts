/**
 * Where code runs, for whether a secret would be public: a page or a browser's worker
 * (dedicated, shared, service) is a browser; Node, Deno (and its workers), Bun, workerd and
 * Vercel Edge are servers, each simulated by its globals (test/support/global-scopes.ts). The
 * real runtimes are run by `npm run test:runtimes`.
 */
import { describe, expect, it, vi } from 'vitest';
import { inBrowser } from '../../src/internal/in-browser.js';
import { BROWSER_SCOPES, GLOBAL_SCOPES, inScope, SERVER_SCOPES } from '../support/global-scopes.js';

describe('inBrowser', () => {
  it('is false in Node as the tests run', () => {
    expect(inBrowser()).toBe(false);
  });

  it.each(BROWSER_SCOPES)('is true in a browser context: %s', (kind) => {
    inScope(kind);
    expect(inBrowser()).toBe(true);
  });

  it.each(SERVER_SCOPES)('is false in a server runtime: %s', (kind) => {
    inScope(kind);
    expect(inBrowser()).toBe(false);
  });

  it('workerd is a server by what it lacks (a location), even without its user agent', () => {
    const { navigator: _, ...workerd } = GLOBAL_SCOPES.workerd;
    for (const [name, value] of Object.entries(workerd)) vi.stubGlobal(name, value);
    expect(inBrowser()).toBe(false);
  });

  it("a worker with another user agent than workerd's, and a location, is a browser", () => {
    inScope('service worker');
    vi.stubGlobal('navigator', { userAgent: 'Cloudflare-Workers (a browser that says so)' });
    expect(inBrowser()).toBe(true);
  });

  it('a page stays a page whatever server names itself (a DOM test environment in Deno or Bun)', () => {
    inScope('page');
    vi.stubGlobal('Deno', {});
    vi.stubGlobal('Bun', {});
    expect(inBrowser()).toBe(true);
  });

  it('a document that is no object or null, or a WorkerGlobalScope that is no constructor, is not a browser', () => {
    vi.stubGlobal('document', 'server-rendered');
    vi.stubGlobal('WorkerGlobalScope', {});
    vi.stubGlobal('location', { href: 'https://app.example.com/' });
    expect(inBrowser()).toBe(false);
    vi.stubGlobal('document', null);
    expect(inBrowser()).toBe(false);
  });

  it("a server's name must be of its type: a Deno that is no object, a Bun that is no object, an EdgeRuntime that is no string", () => {
    inScope('dedicated worker');
    vi.stubGlobal('Deno', 'deno');
    vi.stubGlobal('Bun', true);
    vi.stubGlobal('EdgeRuntime', {});
    expect(inBrowser()).toBe(true);
  });
});
