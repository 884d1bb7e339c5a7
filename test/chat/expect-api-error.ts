/**
 * How the chat tests assert a failure: `expectApiError(fn, code)` for a synchronous throw,
 * `await expectApiError(promise, code)` for a rejection. Either checks that the error is an
 * `ApiError` with that code, and returns it for further assertions (message, body, cause).
 */
import { expect } from 'vitest';
import { ApiError, type ApiErrorCode } from '../../src/http/api-error.js';

/** Calls `run`, which must throw an `ApiError` with `code`; returns the error. */
export function expectApiError(run: () => unknown, code: ApiErrorCode): ApiError;
/** Awaits `promise`, which must reject with an `ApiError` with `code`; resolves with the error. */
export function expectApiError(promise: PromiseLike<unknown>, code: ApiErrorCode): Promise<ApiError>;
export function expectApiError(subject: (() => unknown) | PromiseLike<unknown>, code: ApiErrorCode): ApiError | Promise<ApiError> {
  if (typeof subject === 'function') {
    let outcome: { error: unknown } | undefined;
    try {
      subject();
    } catch (error) {
      outcome = { error };
    }
    if (!outcome) throw new Error(`expected an ApiError ${code} to be thrown, but nothing was thrown`);
    return checked(outcome.error, code);
  }
  return Promise.resolve(subject).then(
    () => {
      throw new Error(`expected a rejection with ApiError ${code}, but the promise resolved`);
    },
    (error: unknown) => checked(error, code),
  );
}

function checked(error: unknown, code: ApiErrorCode): ApiError {
  expect(error).toBeInstanceOf(ApiError);
  expect((error as ApiError).code).toBe(code);
  return error as ApiError;
}
