#!/usr/bin/env node
// `npm run check:package`: the package as users meet it. Packs the tarball from a clean copy of
// the sources (no dist/: `prepack` must build it, as from a fresh clone), installs it into a
// fresh project, then:
//  - loads every entry by ESM import and by CJS require in Node, with tripwires on every DOM
//    global (SSR): nothing touched, no global added, the API exported;
//  - type-checks a TypeScript consumer (test/consumer/consumer.ts, with @ts-expect-error lines
//    that must stay errors) under moduleResolution bundler, node16 (ESM and CJS) and node10,
//    with skipLibCheck off, so our declarations and their imports are checked too;
//  - runs publint and arethetypeswrong on the tarball;
//  - compares what each entry exports (read from the packed declarations) with the checked-in
//    api-report/ (scripts/api-report.mjs), and the report's runtime exports with what Node loads.
// Prints one line per check and a closing `package: N passed, N failed`.
import { execFileSync, spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { checkReport, REPORT_DIR, UPDATE_COMMAND } from './api-report.mjs';
import { integrityOf, SCRIPT_FILE } from './sri.mjs';

const root = new URL('..', import.meta.url).pathname;
const bin = (name) => join(root, 'node_modules', '.bin', name);
const work = mkdtempSync(join(tmpdir(), 'platform-embed-consumer-'));
const results = [];

function check(name, run) {
  try {
    const note = run();
    results.push(true);
    console.log(`package: ok   ${name}${note ? ` — ${note}` : ''}`);
  } catch (error) {
    results.push(false);
    console.log(
      `package: FAIL ${name}\n${String(error.stdout ?? '')}${String(error.stderr ?? '')}${error.stdout ? '' : error.message}`,
    );
  }
}

function sh(command, args, cwd) {
  return execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/**
 * The tarball as a fresh clone packs it: the files git tracks (and new ones it does not
 * ignore), without dist/, packed with `npm pack` — whose `prepack` script must build dist/ —
 * then checked to hold every file package.json points at.
 */
function packFromCleanCopy() {
  const copy = join(work, 'clean-copy');
  const files = sh('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], root)
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    if (!existsSync(join(root, file))) continue; // deleted in the work tree, not yet in git
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    copyFileSync(join(root, file), join(copy, file));
  }
  if (existsSync(join(copy, 'dist'))) throw new Error('dist/ is tracked by git: a clean copy must not have it');
  symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'), 'dir');
  const name = sh('npm', ['pack', '--silent', '--pack-destination', work], copy).trim().split('\n').pop();
  const listed = new Set(
    sh('tar', ['-tzf', join(work, name)], work)
      .split('\n')
      .map((line) => line.replace(/^package\//, '')),
  );
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const wanted = [
    pkg.main,
    pkg.module,
    pkg.types,
    pkg.unpkg,
    ...JSON.stringify(pkg.exports).match(/\.\/dist\/[^"]+/g),
  ].map((path) => path.replace(/^\.\//, ''));
  const missing = [...new Set(wanted)].filter((path) => !listed.has(path));
  if (missing.length) throw new Error(`the tarball packed from a clean copy lacks ${missing.join(', ')}`);
  return { tarball: join(work, name), count: listed.size };
}

try {
  const packed = packFromCleanCopy();
  const tarball = packed.tarball;
  results.push(true);
  console.log(
    `package: ok   npm pack from a clean copy (no dist/) builds on prepack: ${packed.count} files, every entry of package.json present`,
  );
  // What each entry exports, from the declarations the clean copy built: the same as api-report/, or the difference
  // shown.
  let api;
  check(`every entry exports what ${REPORT_DIR}/ records`, () => {
    api = checkReport(join(work, 'clean-copy'), root);
    if (!api.ok) {
      throw new Error(
        `${REPORT_DIR}/ differs from what the build exports (- recorded, + built):\n${api.diff}\nIf the change is meant, run \`${UPDATE_COMMAND}\` and commit ${REPORT_DIR}/.`,
      );
    }
    const counts = Object.entries(api.names)
      .filter(([file]) => file !== 'script') // the <script> file's global: the root entry's values again
      .map(([, names]) => names);
    const runtime = counts.reduce((sum, entry) => sum + entry.runtime.length, 0);
    const types = counts.reduce((sum, entry) => sum + entry.types.length, 0);
    return `${Object.keys(api.report).length} files; ${runtime} runtime and ${types} type exports over ${counts.length} entries`;
  });
  const project = join(work, 'project');
  mkdirSync(project);
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'consumer', private: true, version: '0.0.0' }));
  // React, the optional peer of platform-embed/react, at the versions the package is developed with.
  const { devDependencies } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const peers = ['react', '@types/react'].map((name) => `${name}@${devDependencies[name]}`);
  sh('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error', tarball, ...peers], project);
  const installed = JSON.parse(readFileSync(join(project, 'node_modules', 'platform-embed', 'package.json'), 'utf8'));
  console.log(`package: installed ${installed.name}@${installed.version} from ${tarball.replace(work, '<tmp>')}`);

  // Each entry: what it must export, and what it must not (hosts and their tests never load the bridge).
  const entries = {
    // The wire's building blocks (parse, check, create messages) are platform-embed/protocol's only.
    'platform-embed': [
      ['createEmbed', 'EmbedError', 'EVENT_NAMES'],
      ['createEmbedBridge', 'parseEventMessage', 'createActionMessage', 'checkEventMessage'],
    ],
    'platform-embed/protocol': [
      ['parseEventMessage', 'createActionMessage', 'buildFilterParameter', 'EmbedError'],
      ['createEmbed', 'createEmbedBridge'],
    ],
    'platform-embed/embed': [['createEmbedBridge', 'parseFilterParameter', 'EmbedError'], ['createEmbed']],
    'platform-embed/testing': [['createTestEmbed', 'FakeWindow'], ['createEmbedBridge']],
    'platform-embed/testing/servers': [
      ['startFakeChatServer', 'fakeChatToken', 'FAKE_CHAT_TOKEN', 'startFakePlatformServer', 'startFakeEmbedServer'],
      ['createEmbed', 'createEmbedBridge', 'createTestEmbed'],
    ],
    'platform-embed/schemas': [
      ['EVENT_PAYLOAD_SCHEMAS', 'ACTION_PAYLOAD_SCHEMAS', 'EVENTS', 'ACTIONS', 'RULES'],
      ['createEmbed', 'createEmbedBridge'],
    ],
    'platform-embed/chat': [
      ['createChatClient', 'createChatStore', 'ApiError', 'API_ERROR_CODES'],
      // The client's building blocks are internal since 0.4.
      ['createEmbed', 'createEmbedBridge', 'createPlatformClient', 'readChatStream', 'mergeChatMessage'],
    ],
    // The chat proxy, for servers: no client, no fake server, nothing of the embed.
    'platform-embed/chat/server': [
      ['createChatProxy', 'toNodeHandler', 'ApiError', 'API_ERROR_CODES'],
      ['createChatClient', 'startFakeChatServer', 'createEmbed', 'createEmbedBridge'],
    ],
    // The renderers touch the DOM only when called: importing them on a server is safe.
    'platform-embed/chat/render': [
      ['renderAnswerText', 'renderSqlTable'],
      ['createChatClient', 'createChatProxy', 'createEmbed', 'createEmbedBridge'],
    ],
    // openapi-fetch, its dependency, is loaded for real here (not preloaded like zod): it must touch no DOM global
    // either.
    'platform-embed/api': [
      ['createPlatformClient', 'DBT_SYNC_STATUSES', 'ApiError', 'API_ERROR_CODES'],
      ['createEmbed', 'createEmbedBridge', 'createChatClient', 'startFakePlatformServer'],
    ],
    'platform-embed/element': [['defineEmbedElement'], ['createEmbedBridge', 'createChatClient']],
    // useChat loads the chat client, and ChatTurn the renderers, with import() when a component mounts: neither is an
    // export here.
    'platform-embed/react': [
      ['PlatformEmbed', 'useEmbed', 'useChat', 'ChatThread', 'ChatTurn'],
      ['createEmbedBridge', 'createChatClient', 'renderAnswerText', 'renderSqlTable', 'renderSqlChart'],
    ],
  };
  for (const kind of ['import', 'require']) {
    for (const [specifier, [names, absent]] of Object.entries(entries)) {
      check(`Node ${kind} of ${specifier} with no DOM`, () => {
        const report = probe(project, kind, specifier);
        if (report.touched.length) throw new Error(`touched DOM globals: ${report.touched.join(', ')}`);
        if (report.added.length) throw new Error(`added globals: ${report.added.join(', ')}`);
        const missing = names.filter((name) => !report.exports.includes(name));
        if (missing.length) throw new Error(`missing exports: ${missing.join(', ')}`);
        const extra = absent.filter((name) => report.exports.includes(name));
        if (extra.length) throw new Error(`exports what belongs to another entry: ${extra.join(', ')}`);
        // The runtime exports the declarations promise are the ones Node loads, no more, no fewer.
        const declared = api?.names[entryFile(specifier)]?.runtime;
        if (declared) {
          const undeclared = report.exports.filter((name) => !declared.includes(name));
          const unloaded = declared.filter((name) => !report.exports.includes(name));
          if (undeclared.length || unloaded.length) {
            throw new Error(
              `runtime exports differ from the declarations: loaded but not declared: ${undeclared.join(', ') || 'none'}; declared but not loaded: ${unloaded.join(', ') || 'none'}`,
            );
          }
        }
        return `${report.exports.length} exports, no DOM global touched, no global added`;
      });
    }
  }

  // Each Node-side entry's factory called for real, under both loaders (the browser entries'
  // run in the e2e tests): names alone passed while `require('platform-embed/api')
  // .createPlatformClient(…)` threw (openapi-fetch's CommonJS build exports its default as `default`).
  const factories = {
    'platform-embed/protocol': `return m.createActionMessage('refresh', {}).type;`,
    'platform-embed/testing': `const { controller, embed } = m.createTestEmbed(); embed.ready(); await controller.whenReady(); controller.destroy(); return 'ready';`,
    // The fake embed's page ships beside the entry (dist/testing/servers/embed-page/) and is found from either build.
    'platform-embed/testing/servers': `const s = await m.startFakePlatformServer(); const e = await m.startFakeEmbedServer({ platform: s }); try { const r = await fetch(s.baseUrl + '/api/v1/deployments', { headers: { authorization: 'Bearer ' + m.FAKE_PLATFORM_TOKEN } }); const page = await fetch(e.baseUrl + '/embed/dashboard/sales'); const html = await page.text(); const script = await fetch(e.baseUrl + '/embed/assets/embed.js'); const code = await script.text(); if (page.status !== 200 || !html.includes('&#34;mode&#34;:&#34;private&#34;')) throw new Error('the fake embed page: HTTP ' + page.status); if (script.status !== 200 || !code.includes('createEmbedBridge')) throw new Error('the fake embed script: HTTP ' + script.status); return 'HTTP ' + r.status + ', the fake embed page and its script ' + page.status + ' ' + script.status; } finally { await e.close(); await s.close(); }`,
    'platform-embed/chat': `const c = m.createChatClient({ url: 'https://chat.example.com/api/v1/public/a/agents/1/chat/stream-chat-state', auth: { token: 'header.payload.sig' }, fetch: async () => new Response('{"id":"__cutoff__","state":{"chatId":"c"}}\\n{"id":"__state__","state":{"messages":[]}}\\n') }); return (await c.getThread('c')).length + ' messages';`,
    'platform-embed/chat/server': `const proxy = m.createChatProxy({ url: 'https://chat.example.com/api/v1/public/a/agents/1/chat/stream-chat-state', apiKey: 'sk-live-0123456789', sessionSettings: () => ({ externalId: 'u' }), fetch: async (url, init) => new Response(JSON.stringify({ url: String(url), body: JSON.parse(init.body) }) + '\\n') }); const r = await proxy(new Request('https://app.example.com/api/chat/stream-chat-state', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ input: 'Hi?', sessionSettings: { externalId: 'x' } }) })); const sent = await r.json(); if (sent.body.sessionSettings.externalId !== 'u' || typeof m.toNodeHandler(proxy) !== 'function') throw new Error(JSON.stringify(sent)); return 'HTTP ' + r.status + ', the app’s user sent';`,
    'platform-embed/api': `const http = await import('node:http'); const server = http.createServer((q, r) => { r.writeHead(200, { 'content-type': 'application/json' }); r.end(JSON.stringify({ items: [], pageInfo: null })); }); await new Promise((ok) => server.listen(0, '127.0.0.1', ok)); try { const api = m.createPlatformClient({ baseUrl: 'http://127.0.0.1:' + server.address().port, token: 'token-0123456789' }); const { data } = await api.GET('/api/v1/deployments'); return 'GET ' + JSON.stringify(data).length + ' bytes'; } finally { server.close(); }`,
  };
  for (const kind of ['import', 'require']) {
    for (const [specifier, body] of Object.entries(factories)) {
      check(`Node ${kind} of ${specifier}: its factory works`, () => `${probeCall(project, kind, specifier, body)}`);
    }
  }

  check("'use client' first in platform-embed/react", () => {
    const dir = join(project, 'node_modules', 'platform-embed', 'dist');
    for (const file of ['react.js', 'react.cjs']) {
      const first = readFileSync(join(dir, file), 'utf8').split('\n', 1)[0];
      if (first !== "'use client';") throw new Error(`dist/${file} starts with ${JSON.stringify(first)}`);
    }
    return 'dist/react.js and dist/react.cjs';
  });
  check('the <script> file ships with its integrity hash', () => {
    const file = join(project, 'node_modules', 'platform-embed', SCRIPT_FILE);
    const stated = readFileSync(`${file}.sri`, 'utf8').trim();
    if (stated !== integrityOf(readFileSync(file)))
      throw new Error(`${SCRIPT_FILE}.sri says ${stated}, the file's hash is ${integrityOf(readFileSync(file))}`);
    return `${SCRIPT_FILE}.sri: ${stated}`;
  });
  check('npx platform-embed --help from the installed tarball', () => {
    const out = sh('npx', ['--no-install', 'platform-embed', '--help'], project);
    if (!/dbt-sync/.test(out) || !/chat/.test(out) || !/api/.test(out))
      throw new Error(`unexpected help text:\n${out}`);
    return `${out.trim().split('\n').length} lines of help, every command listed`;
  });

  // The TypeScript consumer, as .ts (bundler), .mts (node16 ESM), .cts (node16 CJS), and .ts (node10).
  const source = readFileSync(join(root, 'test', 'consumer', 'consumer.ts'), 'utf8');
  const variants = [
    ['bundler', 'consumer.ts', { module: 'esnext', moduleResolution: 'bundler' }],
    ['node16, ESM', 'consumer.mts', { module: 'node16', moduleResolution: 'node16' }],
    ['node16, CJS', 'consumer.cts', { module: 'node16', moduleResolution: 'node16' }],
    ['node10', 'consumer.ts', { module: 'commonjs', moduleResolution: 'node10', esModuleInterop: true }],
  ];
  for (const [label, file, options] of variants) {
    check(`TypeScript consumer, moduleResolution ${label}`, () => {
      const dir = join(project, `ts-${label.replace(/\W+/g, '-')}`);
      mkdirSync(dir);
      writeFileSync(join(dir, file), source);
      writeFileSync(
        join(dir, 'tsconfig.json'),
        JSON.stringify({
          compilerOptions: {
            ...options,
            target: 'es2022',
            lib: ['es2022', 'dom'],
            strict: true,
            noEmit: true,
            skipLibCheck: false,
            types: [],
          },
          files: [file],
        }),
      );
      sh(bin('tsc'), ['-p', dir], dir);
      return '@ts-expect-error lines still errors, declarations checked';
    });
  }

  check('publint', () => sh(bin('publint'), [root], root).trim().split('\n').pop());
  check('arethetypeswrong', () => {
    const out = sh(bin('attw'), [tarball, '--format', 'table-flipped'], root);
    return `${(out.match(/🟢/g) ?? []).length} resolutions green, none broken`;
  });
} finally {
  rmSync(work, { recursive: true, force: true });
}

const passed = results.filter(Boolean).length;
console.log(`package: ${passed} passed, ${results.length - passed} failed`);
process.exit(passed === results.length ? 0 : 1);

/** The report file name of an entry (`platform-embed/chat/server` → `chat-server`; the root is `root`). */
function entryFile(specifier) {
  return specifier === 'platform-embed' ? 'root' : specifier.slice('platform-embed/'.length).replaceAll('/', '-');
}

/** Loads an entry in a fresh Node process and runs `body` (an async function body of `m`, the module), returning what it returns. */
function probeCall(cwd, kind, specifier, body) {
  const load =
    kind === 'import' ? `await import(${JSON.stringify(specifier)})` : `require(${JSON.stringify(specifier)})`;
  const script = `
    const { createRequire } = await import('node:module');
    const require = createRequire(process.cwd() + '/');
    const m = ${load};
    const result = await (async () => { ${body} })();
    console.log(JSON.stringify(String(result)));
  `;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd,
    encoding: 'utf8',
    timeout: 60_000,
  });
  if (result.status !== 0) throw new Error((result.stderr || result.stdout).split('\n').slice(0, 5).join(' '));
  return JSON.parse(result.stdout.trim().split('\n').pop());
}

/** Loads an entry in a fresh Node process with tripwires on every DOM global. */
function probe(cwd, kind, specifier) {
  const load =
    kind === 'import' ? `await import(${JSON.stringify(specifier)})` : `require(${JSON.stringify(specifier)})`;
  const script = `
    const { createRequire } = await import('node:module');
    const require = createRequire(process.cwd() + '/');
    await import('zod/mini'); // a dependency: its own load-time globals are its business
    const touched = [];
    for (const name of ['window', 'document', 'self', 'location', 'navigator', 'parent', 'top', 'HTMLElement', 'HTMLIFrameElement', 'addEventListener', 'postMessage', 'MessageChannel']) {
      Object.defineProperty(globalThis, name, { configurable: true, get() { touched.push(name); return undefined; } });
    }
    const before = new Set(Reflect.ownKeys(globalThis).map(String));
    const mod = ${load};
    const added = Reflect.ownKeys(globalThis).map(String).filter((k) => !before.has(k));
    console.log(JSON.stringify({ touched, added, exports: Object.keys(mod).sort() }));
  `;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout.trim().split('\n').pop());
}
