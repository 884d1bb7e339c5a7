/// <reference types="node" />
/**
 * The files of the fake embed's page, and where they are. The build writes them beside the
 * built entry, to `dist/testing/servers/embed-page/` (the script bundled with the embed-side
 * bridge it runs on); the server reads them from there at run time, relative to its own module.
 * Run from the sources (the SDK's unit tests), the HTML and CSS are read from
 * `src/testing/servers/embed-page/` and the script from the last build, if any.
 *
 * @module
 */

import { readFile } from 'node:fs/promises';
import { type FakeEmbedPageConfig, PAGE_CONFIG_META } from './embed-page-config.js';

/** The page's files the server serves under `/embed/assets/`, with their content types. */
export const PAGE_ASSETS: Readonly<Record<string, string>> = {
  'embed.js': 'text/javascript; charset=utf-8',
  'embed.js.map': 'application/json; charset=utf-8',
  'embed.css': 'text/css; charset=utf-8',
  'csp-watch.js': 'text/javascript; charset=utf-8',
};

/** The page itself: one HTML file for every surface, told what it is by {@link renderPage}. */
export const PAGE_HTML = 'index.html';

/** What {@link renderPage} replaces in the HTML: the `content` of the config's `<meta>` element. */
const CONFIG_SLOT = `<meta name="${PAGE_CONFIG_META}" content="">`;

/**
 * The folders the page's files may be in, in order. `import.meta.url` is `dist/testing/servers.js`
 * or a chunk of `dist/chunks/` once built (both one level under `dist/`), or this file in
 * `src/testing/servers/` when run from the sources.
 */
function folders(): URL[] {
  const here = import.meta.url;
  return [
    new URL('../testing/servers/embed-page/', here),
    new URL('./embed-page/', here),
    new URL('../../../dist/testing/servers/embed-page/', here),
  ];
}

/** The bytes of one of the page's files, from the first folder that has it; `undefined` when none does. */
export async function readPageFile(name: string): Promise<Buffer | undefined> {
  for (const folder of folders()) {
    try {
      return await readFile(new URL(name, folder));
    } catch {
      // not in this folder: the next one
    }
  }
  return undefined;
}

/**
 * The page's HTML with `config` in its `<meta>` element, as JSON escaped for an attribute.
 *
 * @throws `Error` when the HTML has no slot for the config (a page file that is not ours).
 */
export function renderPage(html: string, config: FakeEmbedPageConfig): string {
  if (!html.includes(CONFIG_SLOT)) throw new Error(`The fake embed's ${PAGE_HTML} has no ${CONFIG_SLOT}`);
  const json = JSON.stringify(config).replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
  return html.replace(CONFIG_SLOT, () => `<meta name="${PAGE_CONFIG_META}" content="${json}">`);
}
