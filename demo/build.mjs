// Bundles the package's published ES modules for a browser, which cannot resolve their bare
// imports (`zod/mini`): the embed-side bridge for embed-like pages on extra origins, such as
// the bench's (dist/embed.js → demo/.build/platform-embed-embed.js; the fake embed server ships
// its own page, built with the package), and the host page's chat panel (demo/host/chat.jsx →
// demo/.build/host-chat.js) here, and the e2e suite's ES-module SDK through bundleForBrowser().
// The SDK's own code is exactly what npm users get; only its dependencies are resolved and
// inlined. `platform-embed/…` imports resolve to dist/ through the package's own exports, as an
// npm user's bundler resolves them. Unminified, so the demo stays readable in devtools. Needs
// `npm run build` first (scripts/demo.mjs runs both).
//
// The chat panel is a React component (`useChat`), so Vite bundles it, as an app's bundler
// would: its JSX, React (CommonJS, which Rollup alone does not read) in its production build,
// and its charting libraries (vega, vega-lite and vega-embed: devDependencies,
// for the demo only). That bundle is large, so it is rebuilt only when its inputs changed:
// demo/host/chat.jsx, dist/, or the installed packages.
//
//   node demo/build.mjs

import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import { rollup } from 'rollup';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Where the bridge bundle is written. */
export const DEMO_BUNDLE = join(root, 'demo', '.build', 'platform-embed-embed.js');

/** Where the chat panel's bundle is written (the host page loads it as /lib/host-chat.js). */
export const CHAT_BUNDLE = join(root, 'demo', '.build', 'host-chat.js');

/**
 * Resolves `platform-embed` and `platform-embed/<entry>` to the built files their `import`
 * condition names in package.json, so demo code imports the SDK by its published name.
 */
function selfReference() {
  const { name, exports } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  return {
    name: 'platform-embed-self-reference',
    resolveId(source) {
      if (source !== name && !source.startsWith(`${name}/`)) return null;
      const entry = exports[`.${source.slice(name.length)}`];
      const target = entry?.import?.default;
      if (typeof target !== 'string') throw new Error(`${source}: not an entry of package.json "exports"`);
      return join(root, target);
    },
  };
}

/** Bundles one built ES module and its dependencies into one browser ES module; resolves to `file`. */
export async function bundleForBrowser(input, file) {
  const bundle = await rollup({
    input,
    plugins: [selfReference(), nodeResolve({ browser: true })],
    onwarn(warning, warn) {
      // Dependencies' own notices (zod's comment placement, its internal cycle) are not ours.
      const ids = [warning.id, ...(warning.ids ?? [])].filter(Boolean);
      if (ids.length > 0 && ids.every((id) => id.includes('node_modules'))) return;
      warn(warning);
    },
  });
  try {
    await bundle.write({ file, format: 'es', sourcemap: true });
  } finally {
    await bundle.close();
  }
  return file;
}

/** Builds the bridge bundle that embed-like pages of the extra origins load as /lib/platform-embed-embed.js; resolves to its path. */
export function buildDemoBundle() {
  return bundleForBrowser(join(root, 'dist', 'embed.js'), DEMO_BUNDLE);
}

/** The newest modification time of a file or of the files under a folder (0 when missing). */
function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/**
 * Builds the chat panel's bundle of the host page (the component, React, the SDK's React binding
 * and chat client, the charting libraries) unless it is newer than everything it is made of;
 * resolves to its path.
 */
export async function buildChatBundle({ force = false } = {}) {
  const input = join(root, 'demo', 'host', 'chat.jsx');
  const inputs = [
    input,
    join(root, 'dist'),
    join(root, 'package-lock.json'),
    join(root, 'node_modules', '.package-lock.json'),
    fileURLToPath(import.meta.url),
  ];
  const built = existsSync(CHAT_BUNDLE) ? statSync(CHAT_BUNDLE).mtimeMs : 0;
  if (!force && built > 0 && inputs.every((path) => newestMtime(path) < built)) return CHAT_BUNDLE;
  const { build } = await import('vite');
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    publicDir: false,
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    esbuild: { jsx: 'automatic' },
    // Before Vite's own resolver, which does not read the package's exports for its own name.
    plugins: [{ ...selfReference(), enforce: 'pre' }],
    build: {
      outDir: dirname(CHAT_BUNDLE),
      emptyOutDir: false,
      minify: false,
      sourcemap: true,
      target: 'es2022',
      // Megabytes of charting libraries, on purpose; no gzip figures to print either.
      chunkSizeWarningLimit: 8_000,
      reportCompressedSize: false,
      rollupOptions: {
        input,
        // One file: the chat client that platform-embed/react loads by import() is in it already.
        output: { format: 'es', entryFileNames: basename(CHAT_BUNDLE), inlineDynamicImports: true },
        onwarn(warning, warn) {
          // `'use client'` of dist/react.js marks the boundary for a server-components bundler; a
          // page's bundle runs on the client, so dropping it is right (Rollup then cannot map the
          // notice's position either: SOURCEMAP_ERROR).
          if (
            (warning.code === 'MODULE_LEVEL_DIRECTIVE' || warning.code === 'SOURCEMAP_ERROR') &&
            warning.id?.startsWith(join(root, 'dist'))
          )
            return;
          const ids = [warning.id, ...(warning.ids ?? [])].filter(Boolean);
          if (ids.length > 0 && ids.every((id) => id.includes('node_modules'))) return;
          warn(warning);
        },
      },
    },
  });
  return CHAT_BUNDLE;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const file of [await buildDemoBundle(), await buildChatBundle({ force: true })])
    console.log(`> wrote ${file.replace(root, '')}`);
}
