/**
 * Callback isolation, for every place that calls user code (handlers of the host controller,
 * the embed bridge and a chat run; `onProgress` of a dbt sync; a `debug` logger): a callback
 * that throws cannot stop its caller. Its own module, so that an entry needing only this
 * carries nothing else of the handlers' helpers.
 *
 * @module
 * @internal
 */

/**
 * Calls user code with one or two arguments so that its error cannot stop the caller. In a page
 * the error is re-thrown from a fresh task, where the page's error reporting (`window.onerror`,
 * monitoring tools) sees it as uncaught; in Node, where an uncaught error ends the process, it
 * is written to `console.error` instead (a server's chat run or dbt sync outlives a handler's
 * bug). Arguments rather than a closure: no allocation per message. A `second` of undefined is
 * not passed, so a handler sees exactly the arguments it was given.
 */
export function callUserCallback<A, B>(run: (first: A, second?: B) => void, first: A, second?: B): void {
  try {
    if (second === undefined) run(first);
    else run(first, second);
  } catch (error) {
    // Node (a process, no document; a DOM emulation such as happy-dom counts as a page): an
    // uncaught error would end the process, so it is logged instead.
    const here = globalThis as { document?: unknown; process?: unknown };
    if (here.document === undefined && here.process !== undefined) console.error(error);
    else
      setTimeout(() => {
        throw error;
      }, 0);
  }
}
