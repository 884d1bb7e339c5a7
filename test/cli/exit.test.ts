/**
 * How a command ends: the exit codes; a CliError with its code; anything thrown turned into one
 * line and a code — a CliError as it is, an ApiError 3 for TIMEOUT and 1 otherwise (a network
 * failure naming the address tried and why, in words), anything else an unexpected error, never
 * a stack; every message printable, on one line.
 */
import { describe, expect, it } from 'vitest';
import { CliError, EXIT, failureOf, oneLine, usageError } from '../../src/cli/exit.js';
import { noteTried } from '../../src/cli/reach.js';
import { ApiError } from '../../src/http/api-error.js';

describe('the codes and CliError', () => {
  it('0 success, 1 failed, 2 usage, 3 timeout, 130 interrupted, in a frozen table', () => {
    expect(EXIT).toEqual({ OK: 0, FAILED: 1, USAGE: 2, TIMEOUT: 3, INTERRUPTED: 130 });
    expect(Object.isFrozen(EXIT)).toBe(true);
  });

  it('a CliError is an Error named CliError with its exit code, keeping a cause', () => {
    const cause = new Error('under');
    const error = new CliError(EXIT.FAILED, 'failed', { cause });
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ name: 'CliError', exitCode: 1, message: 'failed', cause });
    expect(usageError('--x: expected y')).toMatchObject({ exitCode: 2, message: '--x: expected y' });
  });
});

describe('oneLine', () => {
  it('puts a message on one printable line', () => {
    expect(oneLine('  first\n\n  second\r\nthird\x1b[2J ')).toBe('first second third[2J');
  });
});

describe('failureOf', () => {
  it('a CliError keeps its code, its message on one line', () => {
    expect(failureOf(usageError('missing\n<deploymentId>'))).toEqual({
      exitCode: 2,
      message: 'missing <deploymentId>',
    });
  });

  it('an ApiError: 3 for TIMEOUT, 1 otherwise, with its message', () => {
    expect(failureOf(new ApiError('TIMEOUT', 'the sync did not end within 10 min'))).toEqual({
      exitCode: 3,
      message: 'the sync did not end within 10 min',
    });
    expect(failureOf(new ApiError('SERVER_ERROR', 'GET /x failed with HTTP 500', { status: 500 }))).toEqual({
      exitCode: 1,
      message: 'GET /x failed with HTTP 500',
    });
  });

  it('a network failure names the address tried and why, in place of "the service"', () => {
    const thrown = new TypeError('fetch failed', {
      cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9'), { code: 'ECONNREFUSED' }),
    });
    noteTried(thrown, 'http://127.0.0.1:9/api/v1/x?token=secret');
    const error = new ApiError('NETWORK', 'GET /api/v1/x could not reach the service: fetch failed', { cause: thrown });
    expect(failureOf(error)).toEqual({
      exitCode: 1,
      message: 'GET /api/v1/x could not reach http://127.0.0.1:9 (connection refused)',
    });
  });

  it('a network failure without a known code says the deepest cause’s message', () => {
    const thrown = new TypeError('fetch failed', { cause: new Error('bad port') });
    noteTried(thrown, 'http://127.0.0.1:10/');
    expect(
      failureOf(new ApiError('NETWORK', 'GET / could not reach the service: fetch failed', { cause: thrown })).message,
    ).toBe('GET / could not reach http://127.0.0.1:10 (bad port)');
  });

  it('a network failure nobody noted keeps its message, with the system’s code', () => {
    const cause = Object.assign(new Error('getaddrinfo ENOTFOUND nowhere.example'), { code: 'ENOTFOUND' });
    expect(
      failureOf(
        new ApiError('NETWORK', 'chat stream: fetch failed', { cause: new TypeError('fetch failed', { cause }) }),
      ).message,
    ).toBe('chat stream: fetch failed (ENOTFOUND)');
  });

  it('anything else is an unexpected error: its message on one line, never a stack', () => {
    const defect = new RangeError('bad\nthing');
    expect(failureOf(defect)).toEqual({ exitCode: 1, message: 'unexpected error: bad thing' });
    expect(failureOf('a string')).toEqual({ exitCode: 1, message: 'unexpected error: a string' });
    expect(failureOf(defect).message).not.toContain('at ');
  });
});
