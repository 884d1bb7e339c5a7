/**
 * Where code runs, for the one decision that depends on it: whether a secret handed to a client
 * would be public.
 *
 * @module
 * @internal
 */

/** The globals the decision reads, each possibly absent. */
interface GlobalScope {
  document?: unknown;
  WorkerGlobalScope?: unknown;
  location?: unknown;
  navigator?: { userAgent?: unknown };
  Deno?: unknown;
  Bun?: unknown;
  EdgeRuntime?: unknown;
}

/**
 * Whether a server runtime names itself. Needed because two of them have a browser worker's
 * globals: workerd (Cloudflare Workers) has `WorkerGlobalScope` (its global scope is a
 * `ServiceWorkerGlobalScope`), and a Deno web worker has a `WorkerLocation` too. Vercel Edge and
 * Bun are named for a rule that does not hang on what they happen to lack today.
 */
function serverNamesItself(here: GlobalScope): boolean {
  return (
    typeof here.Deno === 'object' || // Deno, Deno Deploy, Netlify Edge, and their web workers
    typeof here.Bun === 'object' ||
    typeof here.EdgeRuntime === 'string' || // Vercel Edge, Next.js's edge runtime
    here.navigator?.userAgent === 'Cloudflare-Workers' // workerd, as Cloudflare documents it
  );
}

/**
 * Whether this runs in a browser context, where a secret is readable by every script and user
 * of the page:
 * - a page: a `document`;
 * - a browser's worker (dedicated, shared or service): a `WorkerGlobalScope` with a `location`
 *   (every browser worker has one, its script's `WorkerLocation`; workerd has the scope but no
 *   location), unless a server runtime names itself (Deno, Bun, Vercel Edge, workerd).
 *
 * Node, Deno, Bun, workerd and Vercel Edge are servers. A page stays a page whatever else is
 * global (a DOM test environment in any runtime is tested as a browser).
 */
export function inBrowser(): boolean {
  const here = globalThis as GlobalScope;
  if (typeof here.document === 'object' && here.document !== null) return true;
  const browserWorker =
    typeof here.WorkerGlobalScope === 'function' && typeof here.location === 'object' && here.location !== null;
  return browserWorker && !serverNamesItself(here);
}
