/**
 * How the HTTP side's tests (chat, API client, command line) assert a failure:
 * `expectApiError(fn, code)` for a synchronous throw, `await expectApiError(promise, code)` for a
 * rejection (see test/support/expect-coded-error.ts).
 */
import { ApiError, type ApiErrorCode } from '../../src/http/api-error.js';
import { expectCodedError } from './expect-coded-error.js';

/** Asserts an `ApiError` with `code`, thrown by a function or rejecting a promise; returns it. */
export const expectApiError = expectCodedError<ApiError, ApiErrorCode>(ApiError);
