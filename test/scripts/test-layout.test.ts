/**
 * Tests beside what they test. Every module of src/ with logic has a test of its name —
 * src/<path>.ts → test/<path>.test.ts — and every test file is named for a module: its own
 * test, a further file on one side of it (test/<path>.<aspect>.test.ts: `client.recorded-streams`,
 * `index.types`), or the test of a script (test/scripts/<name>.test.ts → scripts/<name>.mjs).
 * What is left is listed below with its reason: modules without logic (types, constants,
 * re-exports), which need no test of their own, and tests that span modules, named for what they
 * test. A module listed as without logic that declares a function or a class fails; so does an
 * entry that no longer applies. Helpers are files without `.test.`: in test/support/ when tests
 * of other folders import them, beside their tests otherwise.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Modules without logic — no function, no class, no method — and why each needs no test of
 * its own. An entry file's exports are checked by the API report (api-report/) and the package
 * checks; a type is checked by `tsc` where it is used and by the type tests.
 */
const NO_LOGIC: Readonly<Record<string, string>> = {
  'index.ts': 'the root entry: re-exports of the protocol, the host controller and the errors',
  'api/index.ts': 'the entry platform-embed/api: re-exports',
  'api/platform-paths.ts':
    'types generated from openapi/platform.yaml (test/openapi/platform-paths.types.test.ts holds them to it)',
  'chat/index.ts': 'the entry platform-embed/chat: re-exports',
  'chat/render/index.ts': 'the entry platform-embed/chat/render: re-exports (on a server: index.ssr.test.ts)',
  'chat/run-types.ts':
    'the public types of a chat run: its status, events, result and ChatRun (type tests: chat/types.test.ts)',
  'chat/server/index.ts': 'the entry platform-embed/chat/server: re-exports (its type tests: index.types.test.ts)',
  'cli/command.ts': 'the types of a command and of what it runs with',
  'cli/commands/index.ts': 'the list of the commands, in the order help shows them',
  'cli/index.ts': 'the bin: one call of runCommandLine (tested as a process: test/cli/subprocess.test.ts)',
  'element/index.ts': 'the entry platform-embed/element: re-exports (on a server: index.ssr.test.ts)',
  'element/jsx.ts': 'the entry platform-embed/element/jsx: types (npm run check:templates compiles TSX with them)',
  'element/svelte.ts':
    'the entry platform-embed/element/svelte: types (npm run check:templates runs svelte-check with them)',
  'element/templates.ts': 'the template types of <platform-embed> (type tests: templates.types.test.ts)',
  'element/vue.ts': 'the entry platform-embed/element/vue: types (npm run check:templates runs vue-tsc with them)',
  'embed/index.ts': 'the entry platform-embed/embed: re-exports',
  'host/index.ts': 'the host controller’s re-exports',
  'protocol/constants.ts': 'the protocol’s fixed names (source, prefixes) and their types',
  'protocol/index.ts': 'the entry platform-embed/protocol: re-exports',
  'protocol/vocabulary.ts':
    'the words the catalog and the generated validators share: surfaces, replay policies, a type',
  'protocol/wire.ts': 'the re-exports of platform-embed/protocol: the wire contract’s runtime exports and its types',
  'protocol/wire-types.ts': 'the type exports the root entry and platform-embed/protocol share, listed once',
  'react/chat-types.ts': 'the public types of useChat',
  'react/index.ts': 'the entry platform-embed/react: re-exports (on a server: index.ssr.test.ts)',
  'schemas/chat.ts':
    'the zod schemas of the chat API, data that chat/schemas.test.ts and chat/answer.test.ts hold to the validators',
  'testing/index.ts': 'the entry platform-embed/testing: re-exports (index.node.test.ts, index.types.test.ts)',
  'testing/servers/embed-page-config.ts': 'the types and the one constant the fake embed server and its page share',
  'testing/servers/index.ts': 'the entry platform-embed/testing/servers: re-exports',
  'testing/servers/types.ts': 'the types the fake servers share',
};

/** Tests that span modules, and what each tests. */
const SPANNING: Readonly<Record<string, string>> = {
  'api/client-http.test.ts':
    'the management client over real HTTP against the fake platform server: client, transport, waits and fakes together',
  'api/redirects.http.test.ts':
    'the redirect rule across the management client’s calls (sessions, sessionUrl, GETs) over real HTTP between two origins',
  'chat/server/integration.test.ts': 'the browser client, the proxy and the fake service, chained over real HTTP',
  'http/api-key-place.test.ts':
    'the key rule in each place that takes an API key (chat client, management client, chat proxy), in each kind of global scope',
  'cli/hostile-service.test.ts': 'every command against a service that sends control characters',
  'cli/secrets.test.ts': 'every command, on success, failure and misuse: no secret is ever written',
  'cli/subprocess.test.ts': 'the built command line as a process: exit codes, signals, pipes and terminals',
  'embed/bridge-security.test.ts':
    'the embed bridge against hostile input: paths, polluted options, throwing callbacks',
  'embed/types.test.ts': 'type tests of the entry platform-embed/embed',
  'host/user-info.test.ts':
    'the rule against user info in a URL, wherever the host takes one: url, reload, an adopted frame, origin',
  'host/actions.test.ts':
    'the controller’s actions through createTestEmbed: where they go, validation, the queue before ready, replay',
  'host/inbound.test.ts': 'the controller’s inbound trust through createEmbed: origin, window, envelope, payload',
  'host/lifecycle.test.ts': 'the controller’s life: whenReady and its timeout, waitFor, destroy',
  'host/security.test.ts':
    'the controller against hostile input and misuse: tenants, URLs, callbacks, options, siblings, reload',
  'openapi/check-openapi.test.ts': 'scripts/check-openapi.mjs on the OpenAPI document and a broken copy of it',
  'openapi/generate-api-types.test.ts':
    'scripts/generate-api-types.mjs: src/api/platform-paths.ts is what the document generates',
  'openapi/platform-paths.types.test.ts': 'type tests of the generated src/api/platform-paths.ts against real calls',
  'openapi/platform-yaml.test.ts': 'openapi/platform.yaml against the reference’s operations and the spec',
  'package/readme-links.test.ts':
    'the README as the npm page shows it: every link absolute or an anchor, each into the repository naming a file it has',
  'package/script-file.test.ts': 'the built <script> file’s global: the root entry’s API and the element’s',
  'protocol/conformance.test.ts': 'every event and action of the spec, field by field, through the parsers',
  'protocol/hostile.test.ts': 'the parsers against prototype pollution, throwing getters and proxies',
  'protocol/properties.test.ts':
    'property tests across the protocol: parsing is total, what is created survives the wire',
  'react/versions.test.ts': 'which React the binding’s tests run on (19, and 18 in the react-18 project)',
  'scripts/test-layout.test.ts': 'this rule: the layout of test/ against src/ and scripts/',
};

/** Every file under `dir` (relative to it, with '/'), skipping node_modules. */
function filesUnder(dir: string): string[] {
  return readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .map((path) => path.split('\\').join('/'))
    .filter((path) => !path.split('/').includes('node_modules'))
    .sort();
}

/** The modules of src/, relative to it: .ts and .tsx, not .d.ts. */
const modules = filesUnder('src').filter((path) => /\.tsx?$/.test(path) && !path.endsWith('.d.ts'));
/** The test files, relative to test/. */
const tests = filesUnder('test').filter((path) => /\.test\.tsx?$/.test(path));
/** The helpers of test/: its other TypeScript files. */
const helpers = filesUnder('test').filter((path) => /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path));

const withoutExtension = (path: string): string => path.replace(/\.tsx?$/, '');
const isModule = (name: string): boolean =>
  existsSync(join(root, 'src', `${name}.ts`)) || existsSync(join(root, 'src', `${name}.tsx`));
const testOf = (module: string): string | undefined =>
  [`${withoutExtension(module)}.test.ts`, `${withoutExtension(module)}.test.tsx`].find((test) => tests.includes(test));

/**
 * What a module declares that runs: functions, arrow functions, classes and methods with
 * bodies — not types, constants or re-exports. A simple scan of the syntax tree.
 */
function logicOf(source: string, fileName = 'module.ts'): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const line = (node: ts.Node) => file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
  const visit = (node: ts.Node): void => {
    if (
      (ts.isFunctionDeclaration(node) ||
        ts.isMethodDeclaration(node) ||
        ts.isConstructorDeclaration(node) ||
        ts.isAccessor(node)) &&
      node.body
    ) {
      found.push(`a function at line ${line(node)}`);
    } else if (ts.isArrowFunction(node) || ts.isFunctionExpression(node)) {
      found.push(`a function at line ${line(node)}`);
    } else if (ts.isClassDeclaration(node) || ts.isClassExpression(node)) {
      found.push(`a class at line ${line(node)}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** The module a test file is named for, if any: its own (`x.test.ts`) or one side of it (`x.aspect.test.ts`). */
function moduleOfTest(test: string): string | undefined {
  const name = test.replace(/\.test\.tsx?$/, '');
  if (isModule(name)) return name;
  const aspect = /^(.+)\.[a-z][a-z0-9-]*$/.exec(name);
  if (aspect && isModule(aspect[1]!)) return aspect[1];
  const script = /^scripts\/([^/]+)$/.exec(name);
  if (script && ['mjs', 'ts'].some((extension) => existsSync(join(root, 'scripts', `${script[1]}.${extension}`))))
    return `../scripts/${script[1]}`;
  return undefined;
}

/** A relative import of a module: `from './x.js'`, `import('../y.js')`. */
const RELATIVE_IMPORT = /(?:from\s+|import\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g;

/** Each helper of test/ (a file without `.test.`), with the folders of the test files that import it. */
function helperUsers(): Map<string, Set<string>> {
  const users = new Map<string, Set<string>>();
  const testRoot = join(root, 'test');
  for (const file of filesUnder('test').filter((path) => /\.tsx?$/.test(path))) {
    const text = readFileSync(join(testRoot, file), 'utf8');
    for (const match of text.matchAll(RELATIVE_IMPORT)) {
      const target = relative(testRoot, resolve(testRoot, dirname(file), match[1]!.replace(/\.js$/, '.ts')))
        .split('\\')
        .join('/');
      if (target.startsWith('..') || /\.test\.tsx?$/.test(target) || !tests.concat(helpers).includes(target)) continue;
      if (!users.has(target)) users.set(target, new Set());
      users.get(target)!.add(dirname(file));
    }
  }
  return users;
}

describe('logicOf, the scan', () => {
  it('finds functions, arrow functions, methods and classes', () => {
    expect(logicOf('export function f() {}')).toEqual(['a function at line 1']);
    expect(logicOf('export const f = (x: number) => x + 1;')).toEqual(['a function at line 1']);
    expect(logicOf('const rules = {\n  nonNegative: { test: (value: number) => value >= 0 },\n};')).toEqual([
      'a function at line 2',
    ]);
    expect(logicOf('export class A {}')).toEqual(['a class at line 1']);
    expect(logicOf('export const o = { m() { return 1; } };')).toEqual(['a function at line 1']);
  });

  it('finds none in types, constants and re-exports', () => {
    const source = [
      "export { a } from './a.js';",
      "export * from './b.js';",
      "export type { C } from './c.js';",
      'export type F = (value: string) => boolean;',
      'export interface I { run(context: unknown): Promise<number>; readonly test: (v: number) => boolean }',
      "export const NAMES = ['a', 'b'] as const;",
      'declare function declared(): void;',
    ].join('\n');
    expect(logicOf(source)).toEqual([]);
  });
});

describe('the layout of test/', () => {
  it('finds the modules and the tests', () => {
    expect(modules.length).toBeGreaterThan(150);
    expect(tests.length).toBeGreaterThan(100);
    expect(modules).toContain('host/controller.ts');
    expect(tests).toContain('scripts/test-layout.test.ts');
  });

  it('every module with logic has a test of its name: test/<path>.test.ts', () => {
    const untested = modules.filter((module) => testOf(module) === undefined && !(module in NO_LOGIC));
    expect(untested, 'modules without a test of their name (write test/<path>.test.ts)').toEqual([]);
  });

  it('every module listed as without logic is one: no function, no class, no method', () => {
    const listed = Object.keys(NO_LOGIC).map((module) => {
      if (!modules.includes(module)) return `${module}: no such module`;
      const logic = logicOf(readFileSync(join(root, 'src', module), 'utf8'), module);
      return logic.length === 0 ? `${module}: none` : `${module}: ${logic.join(', ')}`;
    });
    expect(listed).toEqual(Object.keys(NO_LOGIC).map((module) => `${module}: none`));
  });

  it('no module listed as without logic has a test of its name (it would need no entry)', () => {
    expect(Object.keys(NO_LOGIC).filter((module) => testOf(module) !== undefined)).toEqual([]);
  });

  it('every test file is named for a module, a script, or listed as spanning modules', () => {
    const unnamed = tests.filter((test) => moduleOfTest(test) === undefined && !(test in SPANNING));
    expect(
      unnamed,
      'test files named for no module (rename to test/<path>[.<aspect>].test.ts, or list it with its reason)',
    ).toEqual([]);
  });

  it('every test listed as spanning modules exists and is named for none', () => {
    const stale = Object.keys(SPANNING).filter((test) => !tests.includes(test) || moduleOfTest(test) !== undefined);
    expect(stale).toEqual([]);
  });

  it('every test file is one vitest runs (test/**/*.test.ts)', () => {
    expect(tests.filter((test) => !test.endsWith('.test.ts'))).toEqual([]);
  });

  it('a helper that tests of other folders import is in test/support/', () => {
    // A folder's helper may serve its sub-folders too (test/cli/fake-io.ts, test/cli/commands/).
    const outside = (folder: string, helper: string) =>
      folder !== dirname(helper) && !folder.startsWith(`${dirname(helper)}/`);
    const shared = [...helperUsers()]
      .filter(
        ([helper, folders]) => !helper.startsWith('support/') && [...folders].some((folder) => outside(folder, helper)),
      )
      .map(([helper]) => helper);
    expect(shared, 'move these to test/support/').toEqual([]);
  });
});
