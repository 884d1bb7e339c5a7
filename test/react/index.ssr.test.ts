// @vitest-environment node
/**
 * Server rendering with `react-dom/server` in Node, with every DOM global replaced by a
 * tripwire (test/support/dom-tripwires.ts): importing `platform-embed/react` and rendering it
 * read none of them, and the output is the container alone. Runs on React 19 and, in the
 * `react-18` project, on React 18.
 */
import { readFileSync } from 'node:fs';
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { useEmbed as UseEmbed } from '../../src/react/index.js';
import { importWithTripwires } from '../support/dom-tripwires.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

const URL_ = 'https://tenant.example.com/embed/dashboard/abc?session=s1';

/** Shows what the hook returns (the hook is the one imported under the tripwires), for a URL or a session provider. */
function Status({ hook, provider }: { hook: typeof UseEmbed; provider?: boolean }) {
  const { state, controller, readyPayload, error } = hook({
    url: provider ? async () => URL_ : URL_,
    onFailure: () => undefined,
  });
  return h('output', null, `${state} ${String(controller)} ${String(readyPayload)} ${String(error)}`);
}

describe('server rendering', () => {
  it('imports and renders the container only, touching no DOM global', async () => {
    const { module, touched } = await importWithTripwires(() => import('../../src/react/index.js'));
    const { PlatformEmbed, useEmbed } = module;
    const onReady = vi.fn();
    const html = renderToString(
      h(PlatformEmbed, {
        url: URL_,
        title: 'Sales',
        colorScheme: 'dark',
        filters: [{ view: 'orders', dimension: 'status', value: ['paid'] }],
        onReady,
        className: 'report',
        style: { height: '640px' },
      }),
    );
    expect(html).toBe('<div class="report" style="height:640px"></div>');

    expect(renderToString(h(Status, { hook: useEmbed }))).toBe('<output>idle undefined undefined undefined</output>');
    // A session provider is never called on the server: the session is asked for in the browser.
    const provider = vi.fn(async () => URL_);
    expect(renderToString(h(PlatformEmbed, { url: provider, className: 'report' }))).toBe('<div class="report"></div>');
    expect(renderToString(h(Status, { hook: useEmbed, provider: true }))).toBe(
      '<output>idle undefined undefined undefined</output>',
    );
    expect(provider).not.toHaveBeenCalled();
    expect(onReady).not.toHaveBeenCalled();
    expect(touched).toEqual([]);
  });

  it("every module of src/react starts with 'use client' (the build keeps it at the top of the file)", () => {
    for (const file of ['index.ts', 'use-embed.ts', 'platform-embed.ts']) {
      const source = readFileSync(new URL(`../../src/react/${file}`, import.meta.url), 'utf8');
      expect(source.startsWith("'use client';\n"), file).toBe(true);
    }
  });
});
