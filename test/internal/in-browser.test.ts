/**
 * Where code runs, for whether a secret would be public: a page (a document) or any worker
 * (a WorkerGlobalScope) is a browser; Node is not.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inBrowser } from '../../src/internal/in-browser.js';

/** What a worker's global scope has: the WorkerGlobalScope constructor. */
class WorkerScope {}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('inBrowser', () => {
  it('is false in Node', () => {
    expect(inBrowser()).toBe(false);
  });

  it('is true with a document, or in a worker', () => {
    vi.stubGlobal('document', {});
    expect(inBrowser()).toBe(true);
    vi.unstubAllGlobals();
    vi.stubGlobal('WorkerGlobalScope', WorkerScope);
    expect(inBrowser()).toBe(true);
  });

  it('a document that is no object, or a WorkerGlobalScope that is no constructor, is not a browser', () => {
    vi.stubGlobal('document', 'server-rendered');
    vi.stubGlobal('WorkerGlobalScope', {});
    expect(inBrowser()).toBe(false);
  });
});
