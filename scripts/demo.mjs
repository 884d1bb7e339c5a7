#!/usr/bin/env node
// `npm run demo`: the host demo page, the fake embed and the fake chat server, each on its own
// origin, so the SDK's origin checks and the chat API's CORS are real:
//
//   host   http://127.0.0.1:5173/         demo/host/, the built SDK under /dist/, bundles under /lib/,
//                                         and the page's own backend: GET /embed-session
//   embed  http://127.0.0.1:5174/embed/   the fake embed server (startFakeEmbedServer of
//                                         platform-embed/testing/servers): the dashboard, app and
//                                         chat at the reference's URLs, redeeming signed sessions
//   chat   http://127.0.0.1:5175/         the fake chat server (platform-embed/testing/servers),
//                                         for the host page's chat panel
//
// Behind them, on a free port the browser never calls, the fake platform server: the host's
// backend generates sessions there with its API key, and the fake embed redeems them there.
//
// Ports come from DEMO_HOST_PORT / DEMO_EMBED_PORT / DEMO_CHAT_PORT (0 picks free ones). Every
// server binds 127.0.0.1 only; the pages send a strict Content-Security-Policy, so the demo also
// shows the SDK working without 'unsafe-inline' or 'unsafe-eval'.
//
// The host's backend (what a product team writes on its server):
//
//   GET /embed-session?surface=dashboard&dashboard=<publicId>   a fresh signed session for the
//       demo viewer (or the one a `viewer` cookie of the host page names: the demo's stand-in
//       for a login) (generate-session at the platform), answered as JSON { url }: the URL that
//       opens the surface with it (embedUrl). The host page's signed mode loads the embed with a
//       session provider that calls it, for the first load and for every New session.
//
// The chat origin is a small front of the fake chat server: it passes every request on, and
// answers the demo's own control endpoints, which the fake server does not have:
//
//   POST /__demo/drop-next   the next answer's connection drops after 8 lines (the client re-attaches)
//   POST /__demo/hold-next   the next answer pauses after its tool calls, until Stop (or a minute)
//
// The e2e suite starts the same servers with startDemoServers(), optionally with extra
// origins serving e2e/fixtures/ (a hostile page, say). Importing this file starts nothing.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer, request as httpRequest } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { pipeline } from 'node:stream';
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

/** The fake chat server's delay between two lines of an answer: slow enough to see it stream. */
const CHAT_DELAY_MS = 30;
/** `POST /__demo/drop-next`: the lines the next answer's first connection gets before it drops (mid-thinking). */
const DROP_AFTER_LINES = 8;
/** `POST /__demo/hold-next`: the lines sent before the next answer pauses (some of its text, before its tool calls). */
const HOLD_AFTER_LINES = 17;
/** A paused answer goes on by itself after this long, if nobody stopped it. */
const HOLD_LIMIT_MS = 60_000;

/** The API key of the host's backend at the fake platform server: on the server only, never in a page. */
const DEMO_PLATFORM_API_KEY = 'demo-platform-api-key';
/** Who the demo's signed sessions are for: the viewer "signed in" to the host page, and the deployment and tenant shown. */
const DEMO_VIEWER = {
  deploymentId: 42,
  externalId: 'demo-viewer',
  embedTenantName: 'acme',
  userAttributes: [{ name: 'region', value: 'EMEA' }],
};
/** The dashboard a signed dashboard session opens unless `?dashboard=` names another. */
const DEMO_DASHBOARD = 'sales-overview';

/**
 * Starts the demo servers on 127.0.0.1.
 *
 * @param {object} [options]
 * @param {number} [options.hostPort] port of the host page; 0 (the default) picks a free one
 * @param {number} [options.embedPort] port of the fake embed; 0 (the default) picks a free one
 * @param {number} [options.chatPort] port of the fake chat server's origin; 0 (the default) picks a free one
 * @param {number} [options.chatDelayMs] milliseconds between two lines of a chat answer (default 30)
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
 * chatUrl: string, chatOrigin: string, platformUrl: string, extraUrls: Record<string, string>, close(): Promise<void>
 * }>}
 *   `embedUrl` is the fake embed's scripted page (`<embedOrigin>/embed/`); `chatUrl` is the fake
 *   chat server's stream URL (…/chat/stream-chat-state) on `chatOrigin`; `platformUrl` the fake
 *   platform server's base URL (the host's backend and the fake embed call it, never a page).
 */
export async function startDemoServers({
  hostPort = 0,
  embedPort = 0,
  chatPort = 0,
  chatDelayMs = CHAT_DELAY_MS,
  extraOrigins = [],
  hostMounts = [],
} = {}) {
  const extras = extraOrigins.map((extra) => (typeof extra === 'string' ? { name: extra } : extra));
  // Filled in once every server listens; headers and /config.json read it per request.
  const origins = { host: '', embed: '', chat: '', extra: {} };
  const chat = { url: '', token: '' };
  const config = () => ({
    hostOrigin: origins.host,
    embedOrigin: origins.embed,
    extraOrigins: origins.extra,
    // What a real page gets from its own server: the agent's chat URL and a deployment token for the signed-in user.
    chat: { origin: origins.chat, url: chat.url, token: chat.token },
  });
  const extraList = () => Object.values(origins.extra).join(' ');
  const withExtras = (list) => [list, extraList()].filter(Boolean).join(' ');
  /** The host's backend: its platform client and embedUrl, once the fake platform server runs. */
  const backend = { api: undefined, embedUrl: undefined };

  const host = createStaticServer({
    mounts: [
      ...hostMounts,
      ['/dist/', join(root, 'dist')],
      ['/lib/', join(root, 'demo', '.build')],
      ['/shared/', join(root, 'src', 'testing', 'servers', 'embed-page')],
      ['/', join(root, 'demo', 'host')],
    ],
    dynamic: {
      '/config.json': config,
      '/embed-session': (url, request) => embedSession(url, request, backend, origins.embed),
    },
    headers: (pathname) => ({
      // The demo's own pages also require Trusted Types; the test pages mounted beside them choose
      // for themselves (a <meta> CSP), as some load a script on purpose to see the CSP refuse it.
      'Content-Security-Policy': `default-src 'self'; script-src 'self'; style-src 'self'; frame-src ${withExtras(origins.embed)}; connect-src 'self' ${origins.chat}${isTestPage(pathname) ? '' : TRUSTED_TYPES}`,
    }),
  });
  const extraServers = extras.map(({ dir = join(root, 'e2e', 'fixtures') }) =>
    createStaticServer({
      mounts: [
        ['/dist/', join(root, 'dist')],
        ['/lib/', join(root, 'demo', '.build')],
        ['/shared/', join(root, 'src', 'testing', 'servers', 'embed-page')],
        ['/', dir],
      ],
      dynamic: { '/config.json': config },
      headers: () => ({}),
    }),
  );

  const servers = [host, ...extraServers];
  /** The fake servers, once started: chat (behind `chatFront`, the chat origin), platform and embed. */
  const fakes = { chat: undefined, platform: undefined, embed: undefined };
  const chatFront = createChatFront({ upstream: () => fakes.chat, hostOrigin: () => origins.host });
  servers.push(chatFront);
  const close = () =>
    Promise.all([...servers.map(closeServer), ...Object.values(fakes).map((fake) => fake?.close())]).then(
      () => undefined,
    );
  try {
    origins.host = await listen(host, hostPort);
    for (const [index, server] of extraServers.entries()) {
      const origin = await listen(server, extras[index].port ?? 0);
      // Another name for the same loopback address is another site: its frames get a renderer process of their own.
      origins.extra[extras[index].name] = extras[index].hostname
        ? origin.replace(LISTEN_HOST, extras[index].hostname)
        : origin;
    }
    const testingServers = await import(pathToFileURL(join(root, 'dist', 'testing', 'servers.js')).href);
    const { createPlatformClient, embedUrl } = await import(pathToFileURL(join(root, 'dist', 'api.js')).href);
    // The platform: the browser never calls it (no CORS), only the host's backend and the fake embed.
    fakes.platform = await testingServers.startFakePlatformServer({
      apiKey: DEMO_PLATFORM_API_KEY,
      allowedOrigins: [],
    });
    backend.api = createPlatformClient({ baseUrl: fakes.platform.baseUrl, apiKey: DEMO_PLATFORM_API_KEY });
    backend.embedUrl = embedUrl;
    // The embed: framed by the host page (and, for tests, the extra origins) only.
    fakes.embed = await testingServers
      .startFakeEmbedServer({
        platform: fakes.platform,
        frameAncestors: [origins.host, ...Object.values(origins.extra)],
        port: embedPort,
      })
      .catch((error) => {
        throw /in use/.test(error.message)
          ? new Error(
              `port ${embedPort} on ${LISTEN_HOST} is in use: set DEMO_EMBED_PORT to another port, or 0 for a free one`,
            )
          : error;
      });
    origins.embed = fakes.embed.origin;
    // The fake chat server itself listens on a free port; the page reaches it through the front.
    fakes.chat = await testingServers.startFakeChatServer({ delayMs: chatDelayMs, allowedOrigins: [origins.host] });
    origins.chat = await listen(chatFront, chatPort, 'DEMO_CHAT_PORT');
    chat.url = `${origins.chat}${new URL(fakes.chat.url).pathname}`;
    chat.token = testingServers.FAKE_CHAT_TOKEN;
  } catch (error) {
    await close();
    throw error;
  }
  return {
    hostUrl: `${origins.host}/`,
    embedUrl: fakes.embed.url,
    hostOrigin: origins.host,
    embedOrigin: origins.embed,
    chatUrl: chat.url,
    chatOrigin: origins.chat,
    platformUrl: fakes.platform.baseUrl,
    extraUrls: Object.fromEntries(Object.entries(origins.extra).map(([name, origin]) => [name, `${origin}/`])),
    close,
  };
}

/** The surfaces GET /embed-session opens. */
const SESSION_SURFACES = new Set(['dashboard', 'app', 'chat']);

/**
 * GET /embed-session?surface=…&dashboard=…: the host page's backend minting a signed embed URL
 * for its viewer. It generates a session at the platform with its API key (a real backend
 * would take the viewer from its own login), then builds the URL of the surface with it.
 * Answers `{ url }`, or `{ message }` with 400 for a surface it does not know.
 */
async function embedSession(url, request, { api, embedUrl }, embedOrigin) {
  const surface = url.searchParams.get('surface') || 'dashboard';
  if (!SESSION_SURFACES.has(surface))
    throw Object.assign(new Error(`surface: expected dashboard, app or chat, got ${JSON.stringify(surface)}`), {
      status: 400,
    });
  // The demo's "login": a viewer cookie of the host page, when it has one (a real backend reads its own session).
  const viewer = /(?:^|;\s*)viewer=([\w-]{1,40})(?:;|$)/.exec(request.headers.cookie ?? '')?.[1];
  const { sessionId } = await api.embed.generateSession(viewer ? { ...DEMO_VIEWER, externalId: viewer } : DEMO_VIEWER);
  const where =
    surface === 'dashboard'
      ? { publicId: url.searchParams.get('dashboard') || DEMO_DASHBOARD }
      : surface === 'app'
        ? { deploymentId: DEMO_VIEWER.deploymentId }
        : {};
  return { url: embedUrl({ baseUrl: embedOrigin, surface, ...where, sessionId }) };
}

/**
 * Makes sure there is something to serve: the SDK's `<script>` file and the fake embed's page
 * (`npm run build` when it is missing or older than src/), the bridge bundle the extra origins'
 * pages load (always rebuilt) and the host page's chat bundle (rebuilt when its inputs changed).
 */
export async function prepareDemo({ log = console.log } = {}) {
  buildIfStale({ log });
  const { buildChatBundle, buildDemoBundle } = await import(pathToFileURL(join(root, 'demo', 'build.mjs')).href);
  await buildDemoBundle();
  await buildChatBundle();
}

/**
 * Runs `npm run build` when dist/ is missing or older than src/ (the `<script>` file and the fake
 * embed's page are what it looks at). A failed build with a previous dist/ serves that one.
 */
export function buildIfStale({ log = console.log } = {}) {
  const sdk = join(root, 'dist', 'platform-embed.min.js');
  const page = join(root, 'dist', 'testing', 'servers', 'embed-page', 'embed.js');
  const stale = [sdk, page].some(
    (file) => !existsSync(file) || newestMtime(join(root, 'src')) > statSync(file).mtimeMs,
  );
  if (!stale) return;
  log(existsSync(sdk) ? '> src/ changed since the last build: npm run build' : '> no dist/ yet: npm run build');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['run', 'build', '--silent'], {
    cwd: root,
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  if (result.status !== 0) {
    if (!existsSync(sdk)) throw new Error('npm run build failed, and there is no dist/platform-embed.min.js to serve');
    log('! npm run build failed: serving the previous dist/');
  }
}

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

// ---- The chat origin: the fake chat server, and the demo's controls ---------------------------

/**
 * The server of the chat origin: `POST /__demo/drop-next` and `POST /__demo/hold-next` steer the
 * fake chat server's next answer (for the host page's switches); every other request goes on to
 * the fake chat server as it is, and its answer comes back as it is, streamed. When the fake
 * server drops a connection mid-answer, the page's connection is dropped too.
 */
function createChatFront({ upstream, hostOrigin }) {
  let holdTimer;
  const controls = {
    'drop-next': (fake) => fake.dropNextStreamAfter(DROP_AFTER_LINES),
    'hold-next': (fake) => {
      const hold = fake.holdNextStreamAfter(HOLD_AFTER_LINES);
      clearTimeout(holdTimer);
      holdTimer = setTimeout(() => hold.release(), HOLD_LIMIT_MS).unref();
    },
  };
  const server = createServer((request, response) => {
    const fake = upstream();
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    if (!fake) {
      response.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8' });
      return response.end('The fake chat server is not running');
    }
    if (pathname.startsWith('/__demo/')) {
      // Only the host page may steer the server (any other origin gets no CORS headers).
      const origin = request.headers.origin;
      const cors =
        origin === hostOrigin() ? { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' } : { Vary: 'Origin' };
      const control = controls[pathname.slice('/__demo/'.length)];
      request.resume();
      if (request.method === 'OPTIONS') {
        response.writeHead(204, { ...cors, 'Access-Control-Allow-Methods': 'POST', 'Access-Control-Max-Age': '600' });
        return response.end();
      }
      if (!control) {
        response.writeHead(404, { ...cors, 'Content-Type': 'text/plain; charset=utf-8' });
        return response.end(`No such control: ${pathname}`);
      }
      if (request.method !== 'POST') {
        response.writeHead(405, { ...cors, Allow: 'POST, OPTIONS' });
        return response.end();
      }
      if (origin !== undefined && origin !== hostOrigin()) {
        response.writeHead(403, { ...cors, 'Content-Type': 'text/plain; charset=utf-8' });
        return response.end('Only the demo host page may use the demo controls');
      }
      control(fake);
      response.writeHead(204, { ...cors, 'Cache-Control': 'no-store' });
      return response.end();
    }
    const target = new URL(fake.chatBaseUrl);
    const headers = withoutHopByHop(request.headers);
    const forward = httpRequest(
      {
        hostname: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        headers,
        agent: false,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, withoutHopByHop(answer.headers));
        response.flushHeaders();
        // A connection the fake server dropped (an error mid-body) drops the page's too.
        pipeline(answer, response, () => undefined);
      },
    );
    forward.on('error', () => response.destroy());
    // The page went away (Stop, a reload): so does the request to the fake server.
    response.on('close', () => forward.destroy());
    pipeline(request, forward, () => undefined);
  });
  server.sockets = new Set();
  server.on('connection', (socket) => {
    server.sockets.add(socket);
    socket.on('close', () => server.sockets.delete(socket));
  });
  server.on('close', () => clearTimeout(holdTimer));
  return server;
}

/** Headers of one connection, not of the message: each side of the front has its own. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'proxy-connection',
  'te',
  'trailer',
]);

function withoutHopByHop(headers) {
  return Object.fromEntries(
    Object.entries(headers).filter(([name, value]) => value !== undefined && !HOP_BY_HOP.has(name.toLowerCase())),
  );
}

// ---- A small static file server -----------------------------------------------------------

/**
 * A static file server of `mounts` (`[urlPrefix, dir]`, first match wins). `dynamic` answers
 * paths with JSON: a handler gets the request's URL and returns (or resolves to) the body, or
 * fails with an error whose `status` (default 500) is the answer's.
 */
/** What the demo's own pages add to their CSP: no HTML, script or script URL from a string. */
const TRUSTED_TYPES = "; require-trusted-types-for 'script'; trusted-types 'none'";

/** Whether a path of the host origin is a test's or the benchmark's page rather than the demo's. */
const isTestPage = (pathname) => pathname.startsWith('/e2e/') || pathname.startsWith('/bench/');

function createStaticServer({ mounts, dynamic = {}, redirects = {}, headers }) {
  const server = createServer(async (request, response) => {
    const send = (status, body, type = 'text/plain; charset=utf-8', extra = {}) => {
      response.writeHead(status, {
        'Content-Type': type,
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'strict-origin-when-cross-origin',
        ...headers(new URL(request.url ?? '/', 'http://localhost').pathname),
        ...extra,
      });
      response.end(request.method === 'HEAD' ? undefined : body);
    };
    try {
      if (request.method !== 'GET' && request.method !== 'HEAD')
        return send(405, 'Method Not Allowed', undefined, { Allow: 'GET, HEAD' });
      const { pathname } = new URL(request.url ?? '/', 'http://localhost');
      if (redirects[pathname]) return send(302, '', undefined, { Location: redirects[pathname] });
      if (dynamic[pathname]) {
        const answer = await Promise.resolve()
          .then(() => dynamic[pathname](new URL(request.url ?? '/', 'http://localhost'), request))
          .then(
            (body) => ({ status: 200, body }),
            (error) => ({
              status: error.status ?? 500,
              body: { message: error instanceof Error ? error.message : String(error) },
            }),
          );
        return send(answer.status, JSON.stringify(answer.body), CONTENT_TYPES['.json']);
      }
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

function listen(server, port, variable = 'DEMO_HOST_PORT / DEMO_EMBED_PORT') {
  return new Promise((resolve, reject) => {
    const onError = (error) => {
      if (error.code === 'EADDRINUSE') {
        reject(
          new Error(`port ${port} on ${LISTEN_HOST} is in use: set ${variable} to another port, or 0 for a free one`),
        );
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
  const chatPort = portFromEnv('DEMO_CHAT_PORT', 5175);
  await prepareDemo();
  const demo = await startDemoServers({ hostPort, embedPort, chatPort });
  console.log(`
  platform-embed demo

    Open the host page:  ${demo.hostUrl}
    The element page:    ${new URL('element.html', demo.hostUrl).href}  (the same embed, <platform-embed> alone)
    The fake embed:      ${demo.embedUrl}  (a second origin, framed by the host page)
    The fake platform:   ${demo.platformUrl}  (sessions for the host's backend, GET /embed-session)
    The fake chat API:   ${demo.chatUrl}
                         (a third origin, for the host page's chat panel)

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
