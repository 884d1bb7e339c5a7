/**
 * The one way tests assert a refusal of the embed messaging side: `expectEmbedError(fn, code)`
 * for a synchronous throw, `await expectEmbedError(promise, code)` for a rejection (see
 * expect-coded-error.ts).
 */
import { EmbedError, type EmbedErrorCode } from '../../src/errors.js';
import { expectCodedError } from './expect-coded-error.js';

/** Asserts an `EmbedError` with `code`, thrown by a function or rejecting a promise; returns it. */
export const expectEmbedError = expectCodedError<EmbedError, EmbedErrorCode>(EmbedError);
