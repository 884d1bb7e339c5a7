// Builds every published JavaScript file:
//  - ESM (`dist/*.js`) and CJS (`dist/*.cjs`) for bundlers and Node, one file per entry plus
//    shared chunks, so `platform-embed` and `platform-embed/protocol` share one EmbedError.
//    zod stays a dependency, imported only by `platform-embed/schemas` (the host app dedupes
//    it), and so does openapi-fetch, imported only by `platform-embed/api`, and markdown-it, imported
//    only by `platform-embed/chat/render`; nanoevents is
//    bundled because it is ESM-only and CJS users must still be able to `require` us.
//  - one minified IIFE (`dist/platform-embed.min.js`) for a `<script>` tag: src/cdn.ts (the
//    root entry) as the global `PlatformEmbed`, with no zod at all.
//  - the page of the fake embed server (`startFakeEmbedServer` of `platform-embed/testing/servers`)
//    in `dist/testing/servers/embed-page/`: its script bundled with the embed-side bridge into one
//    browser ES module, beside its HTML and CSS; the server reads them from there at run time.
// Declarations are emitted by `tsc` in scripts/build.mjs.

import { existsSync, readFileSync } from 'node:fs';
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
    // The chat proxy for servers (any runtime with fetch's Request and Response).
    'chat/server': 'src/chat/server/index.ts',
    // The answer's renderers for browsers (Markdown text, SQL table); markdown-it stays a dependency.
    'chat/render': 'src/chat/render/index.ts',
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
const banner = (chunk) =>
  !chunk.isEntry ? '' : chunk.name === 'cli' ? '#!/usr/bin/env node' : chunk.name === 'react' ? "'use client';" : '';

const isZod = (id) => id === 'zod' || id.startsWith('zod/');

/**
 * The package's dependencies (package.json `dependencies`) and its optional peer `react`:
 * imported, never bundled.
 */
const isDependency = (id) =>
  isZod(id) || id === 'openapi-fetch' || id === 'markdown-it' || id === 'react' || id.startsWith('react/');

/**
 * The `<script>` file carries no zod: its validators are generated from the schemas ahead of
 * time (src/protocol/generated.ts). This fails the build if anything it bundles imports zod.
 */
function noZod() {
  return {
    name: 'no-zod',
    resolveId(id, importer) {
      if (isZod(id))
        this.error(
          `${importer ?? 'the <script> file'} imports ${id}: browser code must use the generated validators, not zod`,
        );
      return null;
    },
  };
}

/**
 * `import.meta.url` in the CommonJS build: the file's URL from `__filename`. Rollup's own
 * replacement reads `document` when the module loads, which the Node-only entries (the fake
 * servers, the command line) must not do: importing an entry touches no DOM global.
 */
function nodeImportMeta() {
  return {
    name: 'node-import-meta',
    resolveImportMeta(property, { format }) {
      return format === 'cjs' && property === 'url' ? "require('node:url').pathToFileURL(__filename).href" : null;
    },
  };
}

/** Where the fake embed's page is built: the server finds it there (src/testing/servers/embed-page-files.ts). */
const EMBED_PAGE = 'src/testing/servers/embed-page';

/** The fake embed page's static files, copied as they are beside its script. */
function embedPageFiles() {
  const files = ['index.html', 'embed.css', 'csp-watch.js'];
  return {
    name: 'embed-page-files',
    buildStart() {
      for (const file of files) this.addWatchFile(`${EMBED_PAGE}/${file}`);
    },
    generateBundle() {
      for (const file of files)
        this.emitFile({ type: 'asset', fileName: file, source: readFileSync(`${EMBED_PAGE}/${file}`, 'utf8') });
    },
  };
}

export default [
  {
    input: ENTRIES,
    external: isDependency,
    plugins: [nodeResolve(), ts(), nodeImportMeta()],
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
  {
    input: `${EMBED_PAGE}/embed.ts`,
    plugins: [nodeResolve({ browser: true }), noZod(), ts(), embedPageFiles()],
    treeshake: { moduleSideEffects: false },
    // Unminified: the page is a test fixture, read in devtools; its size is no user's cost.
    output: { file: 'dist/testing/servers/embed-page/embed.js', format: 'es', sourcemap: true },
  },
];
