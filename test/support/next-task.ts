/**
 * Waiting for messages delivered "on a later task" (as a browser delivers postMessage) with
 * real timers: `await nextTask()` returns once every task queued before the call has run.
 */

/** Resolves after the tasks queued so far (timers of 0 ms run in the order they were set). */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
