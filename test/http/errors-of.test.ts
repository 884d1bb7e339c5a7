/**
 * How an HTTP failure becomes an ApiError, for every client: the code of a status (spec 7); a
 * response that is not a success with its status, body, the service's message quoted (shortened),
 * its own code and request id, and the headers; a fetch that threw as NETWORK, or ABORTED when
 * its signal did it.
 */
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/http/api-error.js';
import { codeOfStatus, errorOfFetch, errorOfResponse } from '../../src/http/errors-of.js';

describe('codeOfStatus', () => {
  it('names the statuses of the spec; 5xx is SERVER_ERROR; anything else an INVALID_RESPONSE', () => {
    expect([400, 401, 403, 404, 409, 429, 500, 502, 599].map(codeOfStatus)).toEqual([
      'BAD_REQUEST',
      'UNAUTHORIZED',
      'FORBIDDEN',
      'NOT_FOUND',
      'CONFLICT',
      'RATE_LIMITED',
      'SERVER_ERROR',
      'SERVER_ERROR',
      'SERVER_ERROR',
    ]);
    expect([402, 405, 418, 302, 200].map(codeOfStatus)).toEqual(Array(5).fill('INVALID_RESPONSE'));
  });
});

describe('errorOfResponse', () => {
  it('quotes the service’s message, keeps its code, the request id, the body and the headers', async () => {
    const response = Response.json(
      { code: 'upsert_branch_changed', message: 'The branch changed' },
      { status: 409, headers: { 'x-request-id': 'req-7' } },
    );
    const error = await errorOfResponse(response, 'POST /api/v1/x');
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 'CONFLICT',
      message: 'POST /api/v1/x failed with HTTP 409 (upsert_branch_changed): The branch changed',
      status: 409,
      body: { code: 'upsert_branch_changed', message: 'The branch changed' },
      serviceCode: 'upsert_branch_changed',
      requestId: 'req-7',
      retryable: true,
    });
    expect(error.headers?.get('x-request-id')).toBe('req-7');
  });

  it('the error field when there is no message; a text body as it is; a long explanation shortened', async () => {
    expect(
      (await errorOfResponse(Response.json({ error: 'Invalid API key' }, { status: 401 }), 'The chat request')).message,
    ).toBe('The chat request failed with HTTP 401: Invalid API key');
    expect((await errorOfResponse(new Response('Bad gateway', { status: 502 }), 'GET /x')).message).toBe(
      'GET /x failed with HTTP 502: Bad gateway',
    );
    const long = (await errorOfResponse(Response.json({ message: 'x'.repeat(500) }, { status: 400 }), 'GET /x'))
      .message;
    expect(long).toBe(`GET /x failed with HTTP 400: ${'x'.repeat(200)}…`);
  });

  it('nothing quoted for an empty body or one without a text; the text the caller read is used as it is', async () => {
    expect((await errorOfResponse(new Response(null, { status: 503 }), 'GET /x')).message).toBe(
      'GET /x failed with HTTP 503',
    );
    expect((await errorOfResponse(Response.json({ detail: 1 }, { status: 500 }), 'GET /x')).message).toBe(
      'GET /x failed with HTTP 500',
    );
    const read = new Response('never read', { status: 404 });
    expect((await errorOfResponse(read, 'GET /x', '{"message":"already read"}')).message).toBe(
      'GET /x failed with HTTP 404: already read',
    );
    expect(read.bodyUsed).toBe(false);
  });
});

describe('errorOfFetch', () => {
  it('a fetch that threw is NETWORK naming why, its error the cause', () => {
    const cause = new TypeError('fetch failed');
    expect(errorOfFetch(cause, 'GET /x')).toMatchObject({
      code: 'NETWORK',
      message: 'GET /x could not reach the service: fetch failed',
      cause,
    });
    expect(errorOfFetch('a string', 'GET /x').message).toBe('GET /x could not reach the service: a string');
  });

  it('ABORTED when its signal aborted it; an ApiError passes as it is', () => {
    const controller = new AbortController();
    controller.abort();
    expect(
      errorOfFetch(new DOMException('aborted', 'AbortError'), 'The chat request', controller.signal),
    ).toMatchObject({
      code: 'ABORTED',
      message: 'The chat request was aborted',
    });
    const own = new ApiError('TIMEOUT', 'too slow');
    expect(errorOfFetch(own, 'x', controller.signal)).toBe(own);
  });
});
