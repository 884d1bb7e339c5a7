/**
 * The page's server, on Node's http alone: the files of public/, the SDK's <script> file, a strict
 * Content-Security-Policy on every answer, and GET /embed-session, which the element asks for a
 * fresh signed embed URL before every load. The API key stays here.
 */
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { createPlatformClient, embedUrl } from 'platform-embed/api';

const { PLATFORM_URL, PLATFORM_API_KEY, PORT = '3000' } = process.env;
if (!PLATFORM_URL || !PLATFORM_API_KEY) throw new Error('Set PLATFORM_URL and PLATFORM_API_KEY (see README.md)');
// Where the embeds are served: the tenant's address, unless they have a domain of their own.
const PLATFORM_EMBED_URL = process.env.PLATFORM_EMBED_URL || PLATFORM_URL;

const api = createPlatformClient({ baseUrl: PLATFORM_URL, apiKey: PLATFORM_API_KEY });
const DEPLOYMENT_ID = 42; // your deployment
const DASHBOARDS = new Map([['sales', 'q3Sales0AbCd']]); // what a viewer may ask for, by name: public ids

// No inline script or style, no eval: 'self' is all the page and the SDK need; the frame comes from the embed's origin.
const CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  `frame-src ${new URL(PLATFORM_EMBED_URL).origin}`,
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const FILES = {
  '/': ['public/index.html', 'text/html; charset=utf-8'],
  '/app.js': ['public/app.js', 'text/javascript; charset=utf-8'],
  '/style.css': ['public/style.css', 'text/css; charset=utf-8'],
  // What https://unpkg.com/platform-embed/dist/platform-embed.min.js serves, from the installed package.
  '/platform-embed.min.js': [
    'node_modules/platform-embed/dist/platform-embed.min.js',
    'text/javascript; charset=utf-8',
  ],
};

/** A stand-in for your login: every visitor is this one user. Read yours from your own session. */
function currentUser(_request) {
  return { id: 'demo-user' };
}

async function embedSession(request, query) {
  const user = currentUser(request);
  if (!user) return [401, { message: 'sign in first' }];
  const publicId = DASHBOARDS.get(query.get('dashboard'));
  if (!publicId) return [404, { message: 'no such dashboard' }];
  const { sessionId } = await api.embed.generateSession({ deploymentId: DEPLOYMENT_ID, externalId: user.id });
  return [200, { url: embedUrl({ baseUrl: PLATFORM_EMBED_URL, surface: 'dashboard', publicId, sessionId }) }];
}

const server = createServer(async (request, response) => {
  response.setHeader('content-security-policy', CSP);
  response.setHeader('x-content-type-options', 'nosniff');
  const { pathname, searchParams } = new URL(request.url ?? '/', 'http://localhost');
  try {
    if (request.method !== 'GET') return void response.writeHead(405).end();
    if (pathname === '/embed-session') {
      const [status, body] = await embedSession(request, searchParams);
      return void response
        .writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' })
        .end(JSON.stringify(body));
    }
    const file = FILES[pathname];
    if (!file) return void response.writeHead(404).end();
    const content = await readFile(new URL(file[0], import.meta.url));
    response.writeHead(200, { 'content-type': file[1] }).end(content);
  } catch (error) {
    console.error(error);
    response.writeHead(502).end();
  }
});
server.listen(Number(PORT), '127.0.0.1', () => console.log(`http://127.0.0.1:${server.address().port}/`));
