/**
 * The one way tests assert a refusal: `expectEmbedError(fn, code)` for a synchronous throw,
 * `await expectEmbedError(promise, code)` for a rejection. Either checks that the error is an
 * `EmbedError` with that code, and returns it for further assertions (message, cause).
 */
import { expect } from 'vitest';
import { EmbedError, type EmbedErrorCode } from '../../src/errors.js';

/** Calls `run`, which must throw an `EmbedError` with `code`; returns the error. */
export function expectEmbedError(run: () => unknown, code: EmbedErrorCode): EmbedError;
/** Awaits `promise`, which must reject with an `EmbedError` with `code`; resolves with the error. */
export function expectEmbedError(promise: PromiseLike<unknown>, code: EmbedErrorCode): Promise<EmbedError>;
export function expectEmbedError(subject: (() => unknown) | PromiseLike<unknown>, code: EmbedErrorCode): EmbedError | Promise<EmbedError> {
  if (typeof subject === 'function') {
    let outcome: { error: unknown } | undefined;
    try {
      subject();
    } catch (error) {
      outcome = { error };
    }
    if (!outcome) throw new Error(`expected an EmbedError ${code} to be thrown, but nothing was thrown`);
    return checked(outcome.error, code);
  }
  return Promise.resolve(subject).then(
    () => {
      throw new Error(`expected a rejection with EmbedError ${code}, but the promise resolved`);
    },
    (error: unknown) => checked(error, code),
  );
}

function checked(error: unknown, code: EmbedErrorCode): EmbedError {
  expect(error).toBeInstanceOf(EmbedError);
  expect((error as EmbedError).code).toBe(code);
  return error as EmbedError;
}
