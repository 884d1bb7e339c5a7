// What the smoke's checks share: waiting for a condition, comparing values, and a failure that
// says what was expected.

/** A check's failure: its message is the matrix's detail. */
export class CheckFailure extends Error {}

/** Fails the check with `message` unless `condition` holds. */
export function expect(condition, message) {
  if (!condition) throw new CheckFailure(message);
}

/** JSON with the keys of every object sorted: equal values give equal text. */
export function canonical(value) {
  return JSON.stringify(value, (_key, inner) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

/** Fails unless `actual` and `expected` are equal as JSON, naming `what` and both values. */
export function expectEqual(actual, expected, what) {
  const got = canonical(actual);
  const wanted = canonical(expected);
  expect(got === wanted, `${what}: expected ${wanted}, got ${got}`);
}

/** Resolves after `ms` milliseconds. */
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Resolves with the first truthy value of `probe` (polled every 25 ms; it may be async), or
 * fails naming `what` after `timeoutMs`.
 */
export async function until(probe, what, timeoutMs = 5_000) {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (performance.now() > deadline) throw new CheckFailure(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(25);
  }
}

/** `promise`, or a failure naming `what` once `timeoutMs` passed. */
export function withTimeout(promise, what, timeoutMs) {
  let timer;
  const timeout = new Promise((_resolve, reject) => {
    timer = setTimeout(() => reject(new CheckFailure(`${what}: no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** An error as one line: its code (the SDK's errors have one), name and message. */
export function describeError(error) {
  if (error instanceof CheckFailure) return error.message;
  if (error instanceof Error) return `${error.code ? `${error.code} ` : ''}${error.name}: ${error.message}`;
  return `threw ${canonical(error)}`;
}

/** A new frame in the page's #frames, of `src`. */
export function addFrame(src, title) {
  const frame = document.createElement('iframe');
  frame.title = title;
  frame.src = src;
  document.getElementById('frames').append(frame);
  return frame;
}
