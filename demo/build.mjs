// Bundles the package's published ES modules for a browser, which cannot resolve their bare
// imports (`zod/mini`): the fake embed's bridge (dist/embed.js → demo/.build/platform-embed-embed.js)
// here, and the e2e suite's ES-module SDK through bundleForBrowser(). The SDK's own code is
// exactly what npm users get; only its dependencies are resolved and inlined. Unminified, so
// the demo stays readable in devtools. Needs `npm run build` first (scripts/demo.mjs runs both).
//
//   node demo/build.mjs

import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import { rollup } from 'rollup';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Where the bridge bundle is written. */
export const DEMO_BUNDLE = join(root, 'demo', '.build', 'platform-embed-embed.js');

/** Bundles one built ES module and its dependencies into one browser ES module; resolves to `file`. */
export async function bundleForBrowser(input, file) {
  const bundle = await rollup({
    input,
    plugins: [nodeResolve({ browser: true })],
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

/** Builds the bridge bundle of the fake embed; resolves to its path. */
export function buildDemoBundle() {
  return bundleForBrowser(join(root, 'dist', 'embed.js'), DEMO_BUNDLE);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const file = await buildDemoBundle();
  console.log(`> wrote ${file.replace(root, '')}`);
}
