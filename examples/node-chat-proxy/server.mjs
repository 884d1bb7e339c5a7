/**
 * A chat page and its server, on Node's http alone. The browser's chat client posts to
 * /api/chat/stream-chat-state and /api/chat/abort; the proxy checks those calls, names the user
 * from the server's own session, adds the API key and streams the answer back. The key never
 * leaves this process.
 */
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { createChatProxy, toNodeHandler } from 'platform-embed/chat/server';

const { PLATFORM_CHAT_URL, PLATFORM_API_KEY, PORT = '3000' } = process.env;
if (!PLATFORM_CHAT_URL || !PLATFORM_API_KEY)
  throw new Error('Set PLATFORM_CHAT_URL and PLATFORM_API_KEY (see README.md)');

/**
 * A stand-in for your login: every visitor is this one user. Read yours from your own session
 * (its cookie), and `throw new Response(null, { status: 401 })` when there is none. The proxy
 * drops whatever sessionSettings the browser sends.
 */
function currentUser(_request) {
  return { externalId: 'demo-user' };
}

const chat = toNodeHandler(
  createChatProxy({ url: PLATFORM_CHAT_URL, apiKey: PLATFORM_API_KEY, sessionSettings: currentUser }),
);

const CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};
const FILES = { '/': 'public/index.html', '/app.js': 'public/app.js', '/style.css': 'public/style.css' };
// The browser chat client, as the package builds it: /platform-embed/chat.js and the chunks it imports.
const SDK_FILE = /^\/platform-embed\/((?:chunks\/)?[\w-]+\.js)$/;

const server = createServer(async (request, response) => {
  response.setHeader('content-security-policy', CSP);
  response.setHeader('x-content-type-options', 'nosniff');
  const { pathname } = new URL(request.url ?? '/', 'http://localhost');
  if (pathname.startsWith('/api/chat/')) return void chat(request, response);
  const sdkFile = SDK_FILE.exec(pathname)?.[1];
  const file = FILES[pathname] ?? (sdkFile && `node_modules/platform-embed/dist/${sdkFile}`);
  if (request.method !== 'GET' || !file) return void response.writeHead(404).end();
  try {
    const content = await readFile(new URL(file, import.meta.url));
    response.writeHead(200, { 'content-type': TYPES[file.slice(file.lastIndexOf('.'))] }).end(content);
  } catch {
    response.writeHead(404).end();
  }
});
server.listen(Number(PORT), '127.0.0.1', () => console.log(`http://127.0.0.1:${server.address().port}/`));
