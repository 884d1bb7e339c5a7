/**
 * What the quick starts' specs share: the quick start's project (scripts/quickstarts.mjs
 * installed it), `platform-embed dev --json` started from that install, and the wiring a reader
 * adds around the README's code — never the code itself:
 *
 * - the reader's own names the README leaves to them (docs/snippet-globals.d.ts): `currentUser`
 *   and `userIdOf` (the user of the `user` cookie, the stand-in login), `track` and
 *   `showFallback` (recorded in `window.quickStart`, and logged);
 * - a 127.0.0.1 server on a free port serving the page and mounting the README's route
 *   handlers (`GET`, `POST` exports) through the package's own `toNodeHandler`;
 * - esbuild (this repository's) for the TS/TSX: bundled for the page from the project's
 *   node_modules, or transpiled for Node.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, transform } from 'esbuild';
import { type DevProcess, startDev } from '../../scripts/examples.mjs';
import { type CodeBlock, type QuickStartName, quickStartBlocks, quickStartDir } from '../../scripts/quickstarts.mjs';
import { test } from '../support/test.js';

/** The user the stand-in login signs in (the `user` cookie the tests set). */
export const QUICKSTART_USER = 'alice';

/** A Request → Response handler, as the README's route modules export them. */
type RouteHandler = (request: Request) => Response | Promise<Response>;

/** The README's `track` and `showFallback`, in the page: they record, and log one line each. */
export const PAGE_GLOBALS = `window.quickStart = { tracked: [], fallbacks: [] };
window.track = (...args) => { window.quickStart.tracked.push(args); console.log('track ' + JSON.stringify(args)); };
window.showFallback = (message) => { window.quickStart.fallbacks.push(message); console.log('fallback: ' + message); };
`;

/** The stand-in login of the server side: the user of the `user` cookie. */
function installServerGlobals(): void {
  const userOf = (request: Request | { headers: Record<string, unknown> }) => {
    const cookie =
      request.headers instanceof Headers ? request.headers.get('cookie') : String(request.headers.cookie ?? '');
    return /(?:^|;\s*)user=([\w-]+)/.exec(cookie ?? '')?.[1];
  };
  Object.assign(globalThis, {
    currentUser: async (request: Request) => {
      const id = userOf(request);
      return id ? { id } : undefined;
    },
    userIdOf: async (request: Request) => {
      const id = userOf(request);
      if (!id) throw new Response(null, { status: 401 });
      return id;
    },
  });
}

/** A file the page server answers: its content type and body. */
export interface PageFile {
  readonly type: string;
  readonly body: string | Buffer;
}

/** Route handlers by path prefix: the README's `GET` and `POST` exports. */
export type Routes = Record<string, Partial<Record<'GET' | 'POST', RouteHandler>>>;

/** The quick start's project, its `dev`, and its page server. */
export interface QuickStartProject {
  readonly dir: string;
  /** Where the README's code is written: `<project>/app`, emptied before each spec. */
  readonly app: string;
  readonly dev: DevProcess;
  /** The README's code blocks, as README.md has them now. */
  readonly blocks: CodeBlock[];
  /** Starts the page server (see {@link servePage}), stopped after the spec; resolves with its URL. */
  serve(files: Record<string, PageFile>, routes?: Routes): Promise<string>;
}

/**
 * The quick start `name`'s project for a spec file: before its tests, the README's blocks read,
 * `<project>/app` emptied, `platform-embed dev --json` started from the install, and its
 * environment set in this process (where the README's route modules run); after them, the page
 * server and `dev` stopped, on failure too.
 */
export function openQuickStart(name: QuickStartName): () => QuickStartProject {
  let project: QuickStartProject | undefined;
  const servers: Server[] = [];
  test.describe.configure({ mode: 'default' });
  test.beforeAll(async () => {
    const dir = quickStartDir(name);
    const app = join(dir, 'app');
    rmSync(app, { recursive: true, force: true });
    mkdirSync(app, { recursive: true });
    const blocks = quickStartBlocks(name);
    const dev = await startDev(dir);
    Object.assign(process.env, dev.env);
    installServerGlobals();
    const serve = async (files: Record<string, PageFile>, routes: Routes = {}) => {
      const started = await servePage(dir, files, routes);
      servers.push(started.server);
      return started.url;
    };
    project = { dir, app, dev, blocks, serve };
  });
  test.afterAll(async () => {
    await Promise.all(
      servers
        .splice(0)
        .map((server) => new Promise<void>((resolve) => server.close(() => resolve()).closeAllConnections())),
    );
    await project?.dev.close();
  });
  return () => {
    if (!project) throw new Error(`the quick start ${name} did not start`);
    return project;
  };
}

/** A file of the package as the quick start's project installed it (the packed tarball). */
const installedEntry = (dir: string, file: string) =>
  pathToFileURL(join(dir, 'node_modules', 'platform-embed', 'dist', file)).href;

/**
 * A 127.0.0.1 server on a free port: `files` by path, and each route handler by path prefix
 * (`/api/chat` answers `/api/chat/…` too, as Next's `[...path]`), through the package's
 * `toNodeHandler` as the project installed it.
 */
async function servePage(dir: string, files: Record<string, PageFile>, routes: Routes) {
  const { toNodeHandler } = (await import(
    installedEntry(dir, 'chat/server.js')
  )) as typeof import('../../src/chat/server/index.js');
  const server = createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (pathname === '/favicon.ico') return void response.writeHead(204).end();
    const file = files[pathname];
    if (file)
      return void response.writeHead(200, { 'content-type': file.type, 'cache-control': 'no-store' }).end(file.body);
    const prefix = Object.keys(routes).find((path) => pathname === path || pathname.startsWith(`${path}/`));
    const handler = prefix ? routes[prefix]?.[request.method as 'GET' | 'POST'] : undefined;
    if (!handler) return void response.writeHead(prefix ? 405 : 404).end();
    void toNodeHandler(handler, { onError: (error: unknown) => console.error(`the route ${pathname} threw:`, error) })(
      request,
      response,
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const address = server.address();
  return { server, url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/` };
}

/** The README's code block of `lang` at `index` among those of that language; a clear error when the README has none. */
export function block(project: QuickStartProject, lang: string, index = 0): string {
  const found = project.blocks.filter((candidate) => candidate.lang === lang)[index];
  if (!found)
    throw new Error(
      `the quick start has no \`\`\`${lang} block #${index + 1} in README.md (it has: ${project.blocks.map((b) => b.lang).join(', ')})`,
    );
  return found.code;
}

/** Writes a file of the project's app folder; resolves with its path. */
export function write(project: QuickStartProject, name: string, content: string): string {
  const path = join(project.app, name);
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, content);
  return path;
}

/** Bundles `entry` (in the app folder) for the page, resolving packages from the project's node_modules. */
export async function bundle(project: QuickStartProject, entry: string): Promise<string> {
  const result = await build({
    entryPoints: [join(project.app, entry)],
    absWorkingDir: project.dir,
    bundle: true,
    format: 'esm',
    target: 'es2022',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}

/** Transpiles TypeScript for Node as `<name>.mjs` in the app folder (imports resolved by Node from the project); resolves with its path. */
export async function transpile(project: QuickStartProject, name: string, code: string): Promise<string> {
  const { code: js } = await transform(code, { loader: 'ts', format: 'esm', target: 'node18' });
  return write(project, `${name}.mjs`, js);
}

/** Imports a route module of the README (transpiled) in this process, with dev's environment set. */
export async function importRoute(
  project: QuickStartProject,
  name: string,
  code: string,
): Promise<Record<string, RouteHandler>> {
  return (await import(pathToFileURL(await transpile(project, name, code)).href)) as Record<string, RouteHandler>;
}

/** The signed-in user's cookie, for the page server's origin. */
export function userCookie(url: string) {
  return [{ name: 'user', value: QUICKSTART_USER, url }];
}

/**
 * The README's session route ("Signed embedding: a session route on your server"), imported in
 * this process: the quick starts of the page call it at `/embed-session`.
 */
export async function sessionRoutes(project: QuickStartProject): Promise<Routes> {
  const [route] = quickStartBlocks('session-route').filter((candidate) => candidate.lang === 'ts');
  if (!route)
    throw new Error('README.md\'s quick start "Signed embedding: a session route on your server" has no ```ts block');
  const { GET } = await importRoute(project, 'embed-session-route', route.code);
  if (typeof GET !== 'function') throw new Error("the README's session route exports no GET");
  return { '/embed-session': { GET } };
}

/** A page of its own: a title, the README's `track`/`showFallback`, then `body` (a fragment). */
export function page(body: string, head = ''): PageFile {
  return {
    type: 'text/html; charset=utf-8',
    body: `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>Quick start</title>\n<script src="/quickstart-globals.js"></script>${head}</head>\n<body>\n${body}</body></html>\n`,
  };
}

/** The files every page of a quick start has: {@link PAGE_GLOBALS}. */
export const GLOBALS_FILE: Record<string, PageFile> = {
  '/quickstart-globals.js': { type: 'text/javascript; charset=utf-8', body: PAGE_GLOBALS },
};

/** A script for the page. */
export const script = (body: string): PageFile => ({ type: 'text/javascript; charset=utf-8', body });
