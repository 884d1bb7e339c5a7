// Bundles the embed-side bridge (src/embed/index.ts) into one browser ES module for the fake
// embed page: demo/.build/platform-embed-embed.js, with zod and nanoevents inside, since a
// browser cannot resolve the bare `zod/mini` import of dist/embed.js. Same plugin setup as
// rollup.config.mjs, without minification so the demo stays readable in devtools.
//
//   node demo/build.mjs          (scripts/demo.mjs runs it for you)
import { nodeResolve } from '@rollup/plugin-node-resolve';
import typescript from '@rollup/plugin-typescript';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { rollup } from 'rollup';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Where the bundle is written. */
export const DEMO_BUNDLE = join(root, 'demo', '.build', 'platform-embed-embed.js');

/** Builds the bridge bundle; resolves to its path. */
export async function buildDemoBundle() {
  const bundle = await rollup({
    input: join(root, 'src', 'embed', 'index.ts'),
    plugins: [
      nodeResolve({ browser: true }),
      typescript({
        tsconfig: join(root, 'tsconfig.json'),
        filterRoot: root,
        include: ['src/**/*.ts'],
        compilerOptions: {
          module: 'esnext',
          moduleResolution: 'bundler',
          noEmit: false,
          declaration: false,
          sourceMap: true,
          types: [],
        },
      }),
    ],
    treeshake: { moduleSideEffects: false },
    onwarn(warning, warn) {
      // Dependencies' own notices (zod's comment placement, its internal cycle) are not ours.
      const ids = [warning.id, ...(warning.ids ?? [])].filter(Boolean);
      if (ids.length > 0 && ids.every((id) => id.includes('node_modules'))) return;
      warn(warning);
    },
  });
  try {
    await bundle.write({ file: DEMO_BUNDLE, format: 'es', sourcemap: true });
  } finally {
    await bundle.close();
  }
  return DEMO_BUNDLE;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const file = await buildDemoBundle();
  console.log(`> wrote ${file.replace(root, '')}`);
}
