/**
 * Where code runs, for the one decision that depends on it: whether a secret handed to a client
 * would be public.
 *
 * @module
 * @internal
 */

/**
 * Whether this runs in a browser context, where a secret is readable by every script and user
 * of the page: a page (a `document`) or a worker of any kind (a `WorkerGlobalScope`).
 */
export function inBrowser(): boolean {
  const here = globalThis as { document?: unknown; WorkerGlobalScope?: unknown };
  return typeof here.document === 'object' || typeof here.WorkerGlobalScope === 'function';
}
