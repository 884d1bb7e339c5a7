/**
 * The fake embed page's HTML in the test's document, and a page of one load whose bridge is a
 * recorder: what the page's modules do, seen one module at a time.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { EmbedBridge } from '../../../../src/embed/index.js';
import { createPage, type Page } from '../../../../src/testing/servers/embed-page/page.js';
import type { FakeEmbedPageConfig } from '../../../../src/testing/servers/embed-page-config.js';

/** The page's HTML (vitest runs from the repository's root). */
const HTML = readFileSync(join(process.cwd(), 'src/testing/servers/embed-page/index.html'), 'utf8');

/** A signed dashboard's config. */
export const SIGNED: FakeEmbedPageConfig = {
  surface: 'dashboard',
  ready: { embedTenant: 'acme', deploymentId: 42, mode: 'signed', surface: 'dashboard', publicId: 'd-1' },
  hostOrigin: 'https://host.example',
};

/** The page's body, without its scripts, as the document's. */
export function mountPageHtml(): void {
  document.body.innerHTML = /<body>([\s\S]*)<\/body>/.exec(HTML)![1]!.replace(/<script[\s\S]*?<\/script>/g, '');
}

/** A bridge that records what is emitted and keeps the action handlers; `refuse` makes `emit` throw as the SDK does. */
export function recordingBridge(refuse?: (name: string) => boolean) {
  const emitted: Array<{ name: string; payload: unknown }> = [];
  const handlers = new Map<string, (payload: unknown, message?: unknown) => void>();
  const bridge = {
    emit(name: string, payload: unknown) {
      if (refuse?.(name)) throw Object.assign(new Error(`${name} refused`), { code: 'INVALID_PAYLOAD' });
      emitted.push({ name, payload });
    },
    onAction(name: string, handler: (payload: unknown, message?: unknown) => void) {
      handlers.set(name, handler);
      return () => handlers.delete(name);
    },
  } as unknown as EmbedBridge;
  return { bridge, emitted, handlers };
}

/** The page's HTML mounted, and a page of `config` whose bridge records. */
export function recordedPage(
  config: FakeEmbedPageConfig = SIGNED,
  refuse?: (name: string) => boolean,
): { page: Page } & ReturnType<typeof recordingBridge> {
  mountPageHtml();
  const recorder = recordingBridge(refuse);
  const page = createPage(config, 0);
  page.bridge = recorder.bridge;
  return { page, ...recorder };
}

/** The text of the page's element `id`. */
export const textOf = (id: string): string | null => document.getElementById(id)!.textContent;

/** The types of the entries of one of the page's logs. */
export const logTypes = (listId: string): Array<string | undefined> =>
  [...document.querySelectorAll<HTMLElement>(`#${listId} li`)].map((item) => item.dataset.type);
