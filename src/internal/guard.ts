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
 * Calls user code with one or two arguments so that its error cannot stop the caller: the
 * error is re-thrown from a fresh task, where the page's error reporting (`window.onerror`,
 * monitoring tools) or the process's (`uncaughtException`) sees it. Arguments rather than a
 * closure: no allocation per message. A `second` of undefined is not passed, so a handler sees
 * exactly the arguments it was given.
 */
export function guard<A, B>(run: (first: A, second?: B) => void, first: A, second?: B): void {
  try {
    if (second === undefined) run(first);
    else run(first, second);
  } catch (error) {
    setTimeout(() => {
      throw error;
    }, 0);
  }
}
