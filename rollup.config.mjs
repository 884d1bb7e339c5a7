// Builds every published JavaScript file:
//  - ESM (`dist/*.js`) and CJS (`dist/*.cjs`) for bundlers and Node, one file per entry plus
//    shared chunks, so `platform-embed` and `platform-embed/protocol` share one EmbedError.
//    zod stays a dependency (the host app dedupes it); nanoevents is bundled because it is
//    ESM-only and CJS users must still be able to `require` us.
//  - one minified IIFE (`dist/platform-embed.min.js`) for a `<script>` tag: the root entry as
//    the global `PlatformEmbed`, with zod/mini and nanoevents inside.
// Declarations are emitted by `tsc` in scripts/build.mjs.
import { nodeResolve } from '@rollup/plugin-node-resolve';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';
import { existsSync } from 'node:fs';

/** The package entries: name in dist → source. */
export const ENTRIES = Object.fromEntries(
  Object.entries({
    index: 'src/index.ts',
    protocol: 'src/protocol/index.ts',
    embed: 'src/embed/index.ts',
    testing: 'src/testing/index.ts',
  }).filter(([, file]) => existsSync(file)),
);

const ts = () =>
  typescript({
    tsconfig: './tsconfig.json',
    include: ['src/**/*.ts'],
    compilerOptions: {
      module: 'esnext',
      moduleResolution: 'bundler',
      noEmit: false,
      declaration: false,
      sourceMap: true,
      types: [],
    },
  });

const isZod = (id) => id === 'zod' || id.startsWith('zod/');

/**
 * zod keeps its configuration on a page-wide global (`globalThis.__zod_globalConfig`) that it
 * creates when loaded. The `<script>` build bundles its own zod, which must neither define a
 * global nor pick up the host page's zod configuration (a page's `jitless`, custom errors or
 * post-processors must not change how we validate). This swaps the global for a private
 * object, and fails the build if zod's code no longer has the expected shape.
 */
function privateZodConfig() {
  const swaps = [
    ['(_a = globalThis).__zod_globalConfig ?? (_a.__zod_globalConfig = {});\nexport const globalConfig = globalThis.__zod_globalConfig;', 'export const globalConfig = {};'],
    ['globalThis.__zod_globalConfig?.postProcessor', 'globalConfig.postProcessor'],
  ];
  return {
    name: 'private-zod-config',
    transform(code, id) {
      if (!/[\\/]zod[\\/]v4[\\/]core[\\/]core\.js$/.test(id)) return null;
      let out = code;
      for (const [from, to] of swaps) {
        if (!out.includes(from)) this.error(`zod's core.js changed: cannot find ${JSON.stringify(from)}; review privateZodConfig()`);
        out = out.replaceAll(from, to);
      }
      if (out.includes('globalThis')) this.error("zod's core.js still reads globalThis; review privateZodConfig()");
      return { code: out, map: null };
    },
  };
}

export default [
  {
    input: ENTRIES,
    external: isZod,
    plugins: [nodeResolve(), ts()],
    treeshake: { moduleSideEffects: false },
    output: [
      {
        dir: 'dist',
        format: 'es',
        entryFileNames: '[name].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
        sourcemap: true,
        // Importing an entry must load nothing it does not use (no bare `import 'zod/mini'`).
        hoistTransitiveImports: false,
      },
      {
        dir: 'dist',
        format: 'cjs',
        entryFileNames: '[name].cjs',
        chunkFileNames: 'chunks/[name]-[hash].cjs',
        sourcemap: true,
        exports: 'named',
        hoistTransitiveImports: false,
      },
    ],
  },
  {
    input: 'src/index.ts',
    plugins: [nodeResolve({ browser: true }), privateZodConfig(), ts(), terser({
        format: { comments: false, ecma: 2020 },
        // No code in the bundle reads a function's length, so unused parameters can go.
        compress: { passes: 3, keep_fargs: false, ecma: 2020, hoist_funs: true },
      })],
    treeshake: { moduleSideEffects: false },
    output: { file: 'dist/platform-embed.min.js', format: 'iife', name: 'PlatformEmbed', sourcemap: true },
  },
];
