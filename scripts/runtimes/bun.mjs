// `npm run test:runtimes`, the Bun leg: the checks with the proxy served by Bun.serve. Run by
// scripts/runtimes.mjs from the project with the packed package; the fakes' URLs in argv[2].
import { ENTRIES, RESULT_MARK, runChecks } from './checks.mjs';

/** The handler on Bun.serve, 127.0.0.1, a free port. */
async function serve(handler) {
  const server = Bun.serve({ hostname: '127.0.0.1', port: 0, fetch: handler });
  return { origin: `http://127.0.0.1:${server.port}`, close: () => server.stop(true) };
}

const entries = {
  ...ENTRIES,
  'platform-embed/testing/servers': [() => import('platform-embed/testing/servers'), 'startFakeChatServer'],
};
const results = await runChecks(JSON.parse(process.argv[2]), { entries, serve });
console.log(RESULT_MARK, JSON.stringify(results));
