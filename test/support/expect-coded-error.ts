/**
 * The one shape of the tests' error assertions, for both error classes of the SDK (`EmbedError`,
 * `ApiError`): `expect(fn, code)` for a synchronous throw, `await expect(promise, code)` for a
 * rejection. Either checks that the error is an instance of the class with that code, and
 * returns it for further assertions (message, body, cause).
 */
import { expect } from 'vitest';

/** An assertion on errors of one class: a throw of `run`, or a rejection of `promise`. */
export interface ExpectCodedError<E, C extends string> {
  /** Calls `run`, which must throw an error of the class with `code`; returns the error. */
  (run: () => unknown, code: C): E;
  /** Awaits `promise`, which must reject with an error of the class with `code`; resolves with the error. */
  (promise: PromiseLike<unknown>, code: C): Promise<E>;
}

/** The assertion for errors of `ErrorClass`, whose `code` is one of `C`. */
export function expectCodedError<E extends Error & { readonly code: C }, C extends string>(
  ErrorClass: abstract new (...args: never[]) => E,
): ExpectCodedError<E, C> {
  const name = ErrorClass.name;
  const checked = (error: unknown, code: C): E => {
    expect(error).toBeInstanceOf(ErrorClass);
    expect((error as E).code).toBe(code);
    return error as E;
  };
  return ((subject: (() => unknown) | PromiseLike<unknown>, code: C): E | Promise<E> => {
    if (typeof subject === 'function') {
      let outcome: { error: unknown } | undefined;
      try {
        subject();
      } catch (error) {
        outcome = { error };
      }
      if (!outcome) throw new Error(`expected an ${name} ${code} to be thrown, but nothing was thrown`);
      return checked(outcome.error, code);
    }
    return Promise.resolve(subject).then(
      () => {
        throw new Error(`expected a rejection with ${name} ${code}, but the promise resolved`);
      },
      (error: unknown) => checked(error, code),
    );
  }) as ExpectCodedError<E, C>;
}
