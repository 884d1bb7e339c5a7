/**
 * The pages of e2e/pages/<name>/ whose app is bundled before their tests (the React binding's,
 * the chart's): the bundle, built with Vite into e2e/.build/<name>/ (git-ignored, served by the
 * host at /e2e/build/<name>/), and the page opened on the host once its app is there.
 */
import { mkdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { type BuildOptions, build, type InlineConfig, type Rollup } from 'vite';
import { servers } from './servers.js';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** What one page's bundle needs beyond the common build: a mode and its defines, build options, a warning filter. */
export interface PageAppBuild {
  readonly mode?: InlineConfig['mode'];
  readonly define?: InlineConfig['define'];
  readonly build?: Omit<BuildOptions, 'rollupOptions'>;
  readonly onwarn?: Rollup.RollupOptions['onwarn'];
}

/**
 * Bundles e2e/pages/<name>/app.ts into e2e/.build/<name>/app.js, unminified. Each worker builds
 * into a folder of its own and moves the file into place, so two workers never serve a
 * half-written file.
 */
export async function buildPageApp(
  name: string,
  { mode, define, build: options, onwarn }: PageAppBuild = {},
): Promise<void> {
  const outDir = join(root, 'e2e', '.build', name);
  const staging = join(outDir, `.staging-${process.pid}`);
  await mkdir(outDir, { recursive: true });
  await build({
    configFile: false,
    root,
    ...(mode === undefined ? {} : { mode }),
    logLevel: 'warn',
    publicDir: false,
    ...(define === undefined ? {} : { define }),
    build: {
      outDir: staging,
      emptyOutDir: true,
      minify: false,
      sourcemap: false,
      target: 'es2022',
      ...options,
      rollupOptions: {
        input: join(root, 'e2e', 'pages', name, 'app.ts'),
        output: { format: 'es', entryFileNames: 'app.js' },
        ...(onwarn === undefined ? {} : { onwarn }),
      },
    },
  });
  await rename(join(staging, 'app.js'), join(outDir, 'app.js'));
  await rm(staging, { recursive: true, force: true });
}

/** Opens e2e/pages/<name>/index.html on the host and waits until its app has set the global `app`. */
export async function openPageApp(page: Page, name: string, app: 'reactApp' | 'chartApp'): Promise<void> {
  await page.goto(`${servers().hostOrigin}/e2e/${name}/index.html`);
  await page.waitForFunction((app) => (window as unknown as Record<string, unknown>)[app] !== undefined, app);
}
