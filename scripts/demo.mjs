#!/usr/bin/env node
// `npm run demo`: the host demo page and the fake embed, each on its own origin, so the SDK's
// origin checks are real:
//
//   host   http://127.0.0.1:5173/         demo/host/ and the built SDK under /dist/
//   embed  http://127.0.0.1:5174/embed/   demo/embed/ and the bundled bridge under /lib/
//
// Ports come from DEMO_HOST_PORT / DEMO_EMBED_PORT (0 picks free ones). Both servers bind
// 127.0.0.1 only and send a strict Content-Security-Policy, so the demo also shows the SDK
// working without 'unsafe-inline' or 'unsafe-eval'.
//
// The e2e suite starts the same servers with startDemoServers(), optionally with extra
// origins serving e2e/fixtures/ (a hostile page, say). Importing this file starts nothing.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const LISTEN_HOST = '127.0.0.1';

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * Starts the demo servers on 127.0.0.1.
 *
 * @param {object} [options]
 * @param {number} [options.hostPort] port of the host page; 0 (the default) picks a free one
 * @param {number} [options.embedPort] port of the fake embed; 0 (the default) picks a free one
 * @param {Array<string | { name: string, port?: number, dir?: string, hostname?: string }>} [options.extraOrigins]
 *   more origins to start, each serving `dir` (default e2e/fixtures/) at `/`, with the built
 *   SDK at /dist/ and the bridge bundle at /lib/, e.g. `['hostile']`. `hostname` (e.g.
 *   `'localhost'`) names the origin by another name of 127.0.0.1, which makes it another site
 *   than the host page's: Chromium then runs its frames in a process of their own. For tests: these origins
 *   are allowed to frame the embed (its frame-ancestors) and to be framed by the host page
 *   (its frame-src), so a test can put a hostile page on either side.
 * @param {Array<[string, string]>} [options.hostMounts] for tests: more `[urlPrefix, absoluteDir]`
 *   folders the host server serves (under its CSP) before its own files, e.g. fixture host pages
 * @returns {Promise<{ hostUrl: string, embedUrl: string, hostOrigin: string, embedOrigin: string,
 *   extraUrls: Record<string, string>, close(): Promise<void> }>}
 */
export async function startDemoServers({ hostPort = 0, embedPort = 0, extraOrigins = [], hostMounts = [] } = {}) {
  const extras = extraOrigins.map((extra) => (typeof extra === 'string' ? { name: extra } : extra));
  // Filled in once every server listens; headers and /config.json read it per request.
  const origins = { host: '', embed: '', extra: {} };
  const config = () => ({ hostOrigin: origins.host, embedOrigin: origins.embed, extraOrigins: origins.extra });
  const extraList = () => Object.values(origins.extra).join(' ');
  const withExtras = (list) => [list, extraList()].filter(Boolean).join(' ');

  const host = createStaticServer({
    mounts: [...hostMounts, ['/dist/', join(root, 'dist')], ['/shared/', join(root, 'demo', 'shared')], ['/', join(root, 'demo', 'host')]],
    dynamic: { '/config.json': config },
    headers: () => ({
      'Content-Security-Policy': `default-src 'self'; script-src 'self'; style-src 'self'; frame-src ${withExtras(origins.embed)}; connect-src 'self'`,
    }),
  });
  const embed = createStaticServer({
    mounts: [
      ['/embed/', join(root, 'demo', 'embed')],
      ['/lib/', join(root, 'demo', '.build')],
      ['/shared/', join(root, 'demo', 'shared')],
    ],
    redirects: { '/': '/embed/' },
    headers: () => ({
      'Content-Security-Policy': `default-src 'self'; script-src 'self'; style-src 'self'; connect-src 'self'; frame-ancestors ${withExtras(origins.host)}`,
    }),
  });
  const extraServers = extras.map(({ dir = join(root, 'e2e', 'fixtures') }) =>
    createStaticServer({
      mounts: [
        ['/dist/', join(root, 'dist')],
        ['/lib/', join(root, 'demo', '.build')],
        ['/shared/', join(root, 'demo', 'shared')],
        ['/', dir],
      ],
      dynamic: { '/config.json': config },
      headers: () => ({}),
    }),
  );

  const servers = [host, embed, ...extraServers];
  const close = () => Promise.all(servers.map(closeServer)).then(() => undefined);
  try {
    origins.host = await listen(host, hostPort);
    origins.embed = await listen(embed, embedPort);
    for (const [index, server] of extraServers.entries()) {
      const origin = await listen(server, extras[index].port ?? 0);
      // Another name for the same loopback address is another site: its frames get a renderer process of their own.
      origins.extra[extras[index].name] = extras[index].hostname ? origin.replace(LISTEN_HOST, extras[index].hostname) : origin;
    }
  } catch (error) {
    await close();
    throw error;
  }
  return {
    hostUrl: `${origins.host}/`,
    embedUrl: `${origins.embed}/embed/`,
    hostOrigin: origins.host,
    embedOrigin: origins.embed,
    extraUrls: Object.fromEntries(Object.entries(origins.extra).map(([name, origin]) => [name, `${origin}/`])),
    close,
  };
}

/**
 * Makes sure there is something to serve: the SDK's `<script>` file (`npm run build` when it is
 * missing or older than src/) and the bridge bundle of the fake embed (always rebuilt).
 */
export async function prepareDemo({ log = console.log } = {}) {
  const sdk = join(root, 'dist', 'platform-embed.min.js');
  const stale = !existsSync(sdk) || newestMtime(join(root, 'src')) > statSync(sdk).mtimeMs;
  if (stale) {
    log(existsSync(sdk) ? '> src/ changed since the last build: npm run build' : '> no dist/ yet: npm run build');
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const result = spawnSync(npm, ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' });
    if (result.status !== 0) {
      if (!existsSync(sdk)) throw new Error('npm run build failed, and there is no dist/platform-embed.min.js to serve');
      log('! npm run build failed: serving the previous dist/');
    }
  }
  const { buildDemoBundle } = await import(pathToFileURL(join(root, 'demo', 'build.mjs')).href);
  await buildDemoBundle();
}

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

// ---- A small static file server -----------------------------------------------------------

function createStaticServer({ mounts, dynamic = {}, redirects = {}, headers }) {
  const server = createServer(async (request, response) => {
    const send = (status, body, type = 'text/plain; charset=utf-8', extra = {}) => {
      response.writeHead(status, {
        'Content-Type': type,
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'strict-origin-when-cross-origin',
        ...headers(),
        ...extra,
      });
      response.end(request.method === 'HEAD' ? undefined : body);
    };
    try {
      if (request.method !== 'GET' && request.method !== 'HEAD') return send(405, 'Method Not Allowed', undefined, { Allow: 'GET, HEAD' });
      const { pathname } = new URL(request.url ?? '/', 'http://localhost');
      if (redirects[pathname]) return send(302, '', undefined, { Location: redirects[pathname] });
      if (dynamic[pathname]) return send(200, JSON.stringify(dynamic[pathname]()), CONTENT_TYPES['.json']);
      if (pathname === '/favicon.ico') return send(204, '');

      const file = await resolveFile(mounts, pathname);
      if (file === 'directory') return send(301, '', undefined, { Location: `${pathname}/` });
      if (!file) return send(404, `Not found: ${pathname}`);
      const body = await readFile(file);
      send(200, body, CONTENT_TYPES[extname(file)] ?? 'application/octet-stream');
    } catch (error) {
      send(500, `Server error: ${error instanceof Error ? error.message : String(error)}`);
    }
  });
  // Connections to close on shutdown (keep-alive sockets would hold the process open).
  server.sockets = new Set();
  server.on('connection', (socket) => {
    server.sockets.add(socket);
    socket.on('close', () => server.sockets.delete(socket));
  });
  return server;
}

/** Maps a URL path to a file under one of the mounts; never outside them. */
async function resolveFile(mounts, pathname) {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  for (const [prefix, dir] of mounts) {
    if (!decoded.startsWith(prefix) && `${decoded}/` !== prefix) continue;
    if (`${decoded}/` === prefix) return 'directory';
    const relative = decoded.slice(prefix.length);
    const path = normalize(join(dir, relative));
    if (path !== dir && !path.startsWith(dir + sep)) return undefined;
    const info = await stat(path).catch(() => undefined);
    if (!info) continue;
    if (info.isDirectory()) {
      if (!decoded.endsWith('/')) return 'directory';
      const index = join(path, 'index.html');
      if (existsSync(index)) return index;
      continue;
    }
    // Dot files (.gitkeep, editor swap files) are not part of the site.
    if (relative.split('/').some((part) => part.startsWith('.'))) return undefined;
    return path;
  }
  return undefined;
}

function listen(server, port) {
  return new Promise((resolve, reject) => {
    const onError = (error) => {
      if (error.code === 'EADDRINUSE') {
        reject(new Error(`port ${port} on ${LISTEN_HOST} is in use: set DEMO_HOST_PORT / DEMO_EMBED_PORT to another port, or 0 for a free one`));
      } else {
        reject(error);
      }
    };
    server.once('error', onError);
    server.listen(port, LISTEN_HOST, () => {
      server.off('error', onError);
      const address = server.address();
      resolve(`http://${LISTEN_HOST}:${address.port}`);
    });
  });
}

function closeServer(server) {
  return new Promise((resolve) => {
    if (!server.listening) return resolve();
    server.close(() => resolve());
    for (const socket of server.sockets) socket.destroy();
  });
}

// ---- npm run demo --------------------------------------------------------------------------

function portFromEnv(name, fallback) {
  const value = process.env[name];
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`${name} must be a port number (0 for a free one), got ${JSON.stringify(value)}`);
  }
  return port;
}

async function main() {
  const hostPort = portFromEnv('DEMO_HOST_PORT', 5173);
  const embedPort = portFromEnv('DEMO_EMBED_PORT', 5174);
  await prepareDemo();
  const demo = await startDemoServers({ hostPort, embedPort });
  console.log(`
  platform-embed demo

    Open the host page:  ${demo.hostUrl}
    The fake embed:      ${demo.embedUrl}  (a second origin, framed by the host page)

  Press Ctrl+C to stop.
`);
  const stop = () => {
    demo.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(`demo: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
