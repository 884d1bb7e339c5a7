/**
 * The fake embed's page files: read from the first folder that has them (the sources' when run
 * from them), the HTML given the load's config in its `<meta>` element as JSON escaped for an
 * attribute — no markup of the config can leave it.
 */
import { describe, expect, it } from 'vitest';
import { PAGE_CONFIG_META } from '../../../src/testing/servers/embed-page-config.js';
import { PAGE_ASSETS, PAGE_HTML, readPageFile, renderPage } from '../../../src/testing/servers/embed-page-files.js';

const SLOT = `<meta name="${PAGE_CONFIG_META}" content="">`;
const config = { surface: 'dashboard' as const, session: { label: 'abc', viewer: `"><script>alert('x')</script>&` } };

describe('renderPage', () => {
  it('writes the config into the slot, escaped so that it stays inside the attribute', () => {
    const html = renderPage(`<head>${SLOT}</head>`, config);
    const content = /content="([^"]*)"/.exec(html)?.[1];
    expect(content).toBeDefined();
    expect(html).not.toContain('<script>');
    const decoded = content!.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
    expect(JSON.parse(decoded)).toEqual(config);
  });

  it('keeps a $ of the config as it is (no replacement pattern)', () => {
    const html = renderPage(SLOT, { surface: 'chat', session: { label: "$&$'$`" } });
    expect(html).toContain('$&#38;$&#39;$`');
  });

  it('refuses HTML without the slot: a page file that is not ours', () => {
    expect(() => renderPage('<html></html>', config)).toThrow(`The fake embed's ${PAGE_HTML} has no ${SLOT}`);
  });
});

describe('readPageFile', () => {
  it('reads the page and its stylesheet from the sources, the HTML holding the slot', async () => {
    const html = (await readPageFile(PAGE_HTML))?.toString('utf8');
    expect(html).toContain(SLOT);
    expect((await readPageFile('embed.css'))?.length).toBeGreaterThan(0);
  });

  it('undefined for a file no folder has', async () => {
    expect(await readPageFile('no-such-file.txt')).toBeUndefined();
  });

  it('serves the script, its map, the stylesheet and the CSP watcher with their types', () => {
    expect(PAGE_ASSETS).toEqual({
      'embed.js': 'text/javascript; charset=utf-8',
      'embed.js.map': 'application/json; charset=utf-8',
      'embed.css': 'text/css; charset=utf-8',
      'csp-watch.js': 'text/javascript; charset=utf-8',
    });
  });
});
