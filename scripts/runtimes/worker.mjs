// `npm run test:runtimes`, the workerd leg: a Worker (bundled by scripts/runtimes.mjs from the
// project with the packed package: a Worker cannot read node_modules) whose `fetch` serves the
// chat proxy under /api/chat/ and runs the checks on GET /checks. The fakes' URLs are in the
// CONFIG binding. Without nodejs_compat: the server entries need none.
import { RESULT_MARK, runChecks } from './checks.mjs';

/** The proxy handler the checks asked this Worker to serve, while they run. */
let served;

export default {
  async fetch(request, env) {
    const url = new URL(request.url);
    if (url.pathname.startsWith('/api/chat/') && served) return served(request);
    if (url.pathname !== '/checks') return new Response('not found', { status: 404 });
    // The Worker's own fetch serves the handler: the client inside reaches it at this origin.
    const serve = async (handler) => {
      served = handler;
      const close = () => {
        served = undefined;
      };
      return { origin: url.origin, close };
    };
    const results = await runChecks(JSON.parse(env.CONFIG), { serve });
    return new Response(`${RESULT_MARK} ${JSON.stringify(results)}`);
  },
};
