// Builds every published JavaScript file:
//  - ESM (`dist/*.js`) and CJS (`dist/*.cjs`) for bundlers and Node, one file per entry plus
//    shared chunks, so `platform-embed` and `platform-embed/protocol` share one EmbedError.
//    zod stays a dependency, imported only by `platform-embed/schemas` (the host app dedupes
//    it), and so does openapi-fetch, imported only by `platform-embed/api`; nanoevents is
//    bundled because it is ESM-only and CJS users must still be able to `require` us.
//  - one minified IIFE (`dist/platform-embed.min.js`) for a `<script>` tag: src/cdn.ts (the
//    root entry) as the global `PlatformEmbed`, nanoevents inside and no zod at all.
// Declarations are emitted by `tsc` in scripts/build.mjs.

import { existsSync } from 'node:fs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';

/** The package entries: name in dist → source. */
export const ENTRIES = Object.fromEntries(
  Object.entries({
    index: 'src/index.ts',
    protocol: 'src/protocol/index.ts',
    embed: 'src/embed/index.ts',
    chat: 'src/chat/index.ts',
    // The management and build API client; skipped until its source exists.
    api: 'src/api/index.ts',
    schemas: 'src/schemas/index.ts',
    testing: 'src/testing/index.ts',
    'testing/servers': 'src/testing/servers/index.ts',
    // The `<platform-embed>` custom element and the React binding.
    element: 'src/element/index.ts',
    react: 'src/react/index.ts',
    // The command line (package.json `bin`), Node only; it shares chunks with the entries it uses.
    cli: 'src/cli/index.ts',
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

/**
 * The first line of an entry that needs one: the command line's shebang, so that `bin` runs it
 * with Node, and the React binding's `'use client'` (rollup drops module directives, and React
 * Server Components frameworks read it to keep the binding on the client).
 */
const banner = (chunk) => (!chunk.isEntry ? '' : chunk.name === 'cli' ? '#!/usr/bin/env node' : chunk.name === 'react' ? "'use client';" : '');

const isZod = (id) => id === 'zod' || id.startsWith('zod/');

/**
 * The package's dependencies (package.json `dependencies`) and its optional peer `react`:
 * imported, never bundled.
 */
const isDependency = (id) => isZod(id) || id === 'openapi-fetch' || id === 'react' || id.startsWith('react/');

/**
 * The `<script>` file carries no zod: its validators are generated from the schemas ahead of
 * time (src/protocol/generated.ts). This fails the build if anything it bundles imports zod.
 */
function noZod() {
  return {
    name: 'no-zod',
    resolveId(id, importer) {
      if (isZod(id)) this.error(`${importer ?? 'the <script> file'} imports ${id}: browser code must use the generated validators, not zod`);
      return null;
    },
  };
}

export default [
  {
    input: ENTRIES,
    external: isDependency,
    plugins: [nodeResolve(), ts()],
    onwarn(warning, warn) {
      // The React binding's 'use client' directives: the banner puts the directive back.
      if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.id?.includes('/src/react/')) return;
      warn(warning);
    },
    treeshake: { moduleSideEffects: false },
    output: [
      {
        dir: 'dist',
        format: 'es',
        entryFileNames: '[name].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
        sourcemap: true,
        banner,
        // Importing an entry must load nothing it does not use (no bare `import 'zod/mini'`).
        hoistTransitiveImports: false,
      },
      {
        dir: 'dist',
        format: 'cjs',
        entryFileNames: '[name].cjs',
        chunkFileNames: 'chunks/[name]-[hash].cjs',
        sourcemap: true,
        banner,
        exports: 'named',
        // A dependency's CommonJS build that marks itself an ES module (`__esModule`, as
        // openapi-fetch's does) has its default export as `default`: read it there.
        interop: 'auto',
        hoistTransitiveImports: false,
      },
    ],
  },
  {
    input: 'src/cdn.ts',
    plugins: [
      nodeResolve({ browser: true }),
      noZod(),
      ts(),
      terser({
        format: { comments: false, ecma: 2020 },
        // No code in the bundle reads a function's length, so unused parameters can go.
        compress: { passes: 3, keep_fargs: false, ecma: 2020, hoist_funs: true },
      }),
    ],
    treeshake: { moduleSideEffects: false },
    output: { file: 'dist/platform-embed.min.js', format: 'iife', name: 'PlatformEmbed', sourcemap: true },
  },
];
