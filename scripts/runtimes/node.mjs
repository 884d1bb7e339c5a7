// `npm run test:runtimes`, the Node leg: the checks with the proxy served by node:http through
// toNodeHandler. Run by scripts/runtimes.mjs from the project with the packed package; the
// fakes' URLs in argv[2].
import { createServer } from 'node:http';
import { toNodeHandler } from 'platform-embed/chat/server';
import { ENTRIES, RESULT_MARK, runChecks } from './checks.mjs';

/** The handler on node:http, 127.0.0.1, a free port. */
async function serve(handler) {
  const server = createServer(toNodeHandler(handler));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const close = () => new Promise((resolve) => server.close(resolve).closeAllConnections());
  return { origin: `http://127.0.0.1:${server.address().port}`, close };
}

const entries = {
  ...ENTRIES,
  'platform-embed/testing/servers': [() => import('platform-embed/testing/servers'), 'startFakeChatServer'],
};
const results = await runChecks(JSON.parse(process.argv[2]), { entries, serve });
console.log(RESULT_MARK, JSON.stringify(results));
