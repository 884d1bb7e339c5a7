/**
 * The API reference (`npm run docs`, typedoc.json → docs/reference/) in Chromium, served from a
 * static server of its own on 127.0.0.1: for every entry of package.json's `exports`, its module
 * page opens from the index under the name users import, lists a documented export, and that
 * export's page shows its name and its doc comment — with every file found and no console error.
 *
 * `npm test` builds the reference just before (`npm run docs`); run alone, this file builds it
 * when docs/reference/ has none.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { packageEntries } from '../scripts/api-report.mjs';
import { expect, test } from './support/test.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const REFERENCE_DIR = join(root, 'docs', 'reference');

/** One documented export of each entry, whose page is opened. An entry missing here fails its test. */
const EXPORT_OF: Record<string, string> = {
  'platform-embed': 'createEmbed',
  'platform-embed/protocol': 'embedUrl',
  'platform-embed/embed': 'createEmbedBridge',
  'platform-embed/chat': 'createChatClient',
  'platform-embed/chat/server': 'createChatProxy',
  'platform-embed/chat/render': 'renderAnswerText',
  'platform-embed/schemas': 'ACTION_PAYLOAD_SCHEMAS',
  'platform-embed/testing': 'createTestEmbed',
  'platform-embed/testing/servers': 'startFakeChatServer',
  'platform-embed/api': 'createPlatformClient',
  'platform-embed/element': 'defineEmbedElement',
  'platform-embed/element/vue': 'PlatformEmbedVueComponent',
  'platform-embed/element/svelte': 'PlatformEmbedSvelteAttributes',
  'platform-embed/element/jsx': 'PlatformEmbedJsxProps',
  'platform-embed/react': 'useEmbed',
};

const SPECIFIERS = packageEntries()
  .map((entry) => entry.specifier)
  .filter((specifier): specifier is string => specifier !== undefined);

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
};

/**
 * Serves `dir` on 127.0.0.1, on a free port: GET of its files, `index.html` for a folder, and
 * no content for the icon a browser asks for (the reference has none).
 */
async function serveFolder(dir: string): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((request, response) => {
    if (request.url === '/favicon.ico') {
      response.writeHead(204).end();
      return;
    }
    let file: string;
    try {
      file = normalize(join(dir, decodeURIComponent(new URL(request.url ?? '/', 'http://127.0.0.1').pathname)));
    } catch {
      response.writeHead(400).end();
      return;
    }
    if (file !== dir && !file.startsWith(dir + sep)) {
      response.writeHead(404).end();
      return;
    }
    if (file === dir || file.endsWith(sep)) file = join(file, 'index.html');
    readFile(file).then(
      (body) =>
        response
          .writeHead(200, { 'Content-Type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream' })
          .end(body),
      () => response.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

// One server and one build for the file: its tests run one after the other, in one worker.
test.describe.configure({ mode: 'default' });

let reference: { url: string; close(): Promise<void> };

test.beforeAll(async () => {
  if (!existsSync(join(REFERENCE_DIR, 'index.html'))) {
    test.setTimeout(180_000);
    const built = spawnSync(process.execPath, [join(root, 'node_modules', 'typedoc', 'bin', 'typedoc')], {
      cwd: root,
      encoding: 'utf8',
    });
    if (built.status !== 0)
      throw new Error(`npm run docs failed (exit ${built.status ?? built.signal}):\n${built.stdout}${built.stderr}`);
  }
  reference = await serveFolder(REFERENCE_DIR);
});

test.afterAll(async () => {
  await reference?.close();
});

test('the reference has one module per entry of package.json, named as users import it', async ({ page }) => {
  await page.goto(reference.url);
  await expect(page).toHaveTitle('platform-embed');
  const modules = page.locator('.col-content .tsd-member-summary-name a[href^="modules/"]');
  await expect(modules).toHaveText([...SPECIFIERS].sort());
});

for (const specifier of SPECIFIERS) {
  test(`${specifier}: its module page lists a documented export, whose page renders`, async ({ page }) => {
    const failed: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    });
    page.on('requestfailed', (request) => failed.push(`${request.failure()?.errorText ?? 'failed'} ${request.url()}`));
    const name = EXPORT_OF[specifier];
    if (!name) throw new Error(`EXPORT_OF names no documented export of ${specifier}: add one`);

    await page.goto(reference.url);
    await page.locator('.col-content').getByRole('link', { name: specifier, exact: true }).click();
    await expect(page).toHaveTitle(`${specifier} | platform-embed`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Module ${specifier}`);
    // The module's own comment (its file's first doc comment).
    await expect(page.locator('.col-content > .tsd-comment')).toContainText(specifier);
    // Every request of the page done before the next navigation (which would cancel one still
    // loading, the icons say): a failure seen then is the page's own.
    await page.waitForLoadState('networkidle');

    await page.locator('.col-content').getByRole('link', { name, exact: true }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
    // Its doc comment: a sentence (three words), at least.
    await expect(page.locator('.col-content .tsd-comment').first()).toHaveText(/(\S+\s+){2,}\S/);
    await page.waitForLoadState('networkidle');
    expect(failed, 'requests that failed').toEqual([]);
  });
}
