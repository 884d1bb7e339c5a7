// `npm run test:runtimes`, the Deno leg: the checks with the proxy served by Deno.serve. Run by
// scripts/runtimes.mjs from the project with the packed package; the fakes' URLs in Deno.args[0].
import { ENTRIES, RESULT_MARK, runChecks } from './checks.mjs';

/** The handler on Deno.serve, 127.0.0.1, a free port. */
async function serve(handler) {
  const listening = Promise.withResolvers();
  const server = Deno.serve({ hostname: '127.0.0.1', port: 0, onListen: listening.resolve }, handler);
  const { port } = await listening.promise;
  return { origin: `http://127.0.0.1:${port}`, close: () => server.shutdown() };
}

const entries = {
  ...ENTRIES,
  'platform-embed/testing/servers': [() => import('platform-embed/testing/servers'), 'startFakeChatServer'],
};
const results = await runChecks(JSON.parse(Deno.args[0]), { entries, serve });
console.log(RESULT_MARK, JSON.stringify(results));
