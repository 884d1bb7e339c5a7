// @vitest-environment node
/**
 * What every fake server shares: the loopback address only, a close that releases the port with
 * open connections, a request body read within a bound, requests recorded with their secrets
 * redacted (the scheme kept), CORS for allowed origins only, and the allowedOrigins option.
 */
import { createServer, request as httpRequest, type IncomingMessage } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import {
  allowedOriginsOption,
  bodyForRecord,
  corsHeaders,
  endResponse,
  LOOPBACK,
  type LocalServer,
  listenOnLoopback,
  readBody,
  redactedHeaders,
} from '../../../src/testing/servers/local-server.js';
import { connectToLoopback } from '../../support/loopback.js';

const started: LocalServer[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((server) => server.close()));
});

/** Serves `handle` on a free loopback port. */
async function serve(handle: Parameters<typeof createServer>[1]): Promise<LocalServer> {
  const local = await listenOnLoopback(createServer(handle!), 0);
  started.push(local);
  return local;
}

/** A request as a server sees it: only what the helpers read. */
const incoming = (headers: Record<string, string | string[]>, method = 'GET') =>
  ({ headers, method }) as unknown as IncomingMessage;

describe('listenOnLoopback', () => {
  it('listens on 127.0.0.1 only, on a free port', async () => {
    const local = await serve((_, response) => response.end('ok'));
    expect(LOOPBACK).toBe('127.0.0.1');
    expect((local.server.address() as { address: string }).address).toBe('127.0.0.1');
    expect(await (await fetch(`http://127.0.0.1:${local.port}/`)).text()).toBe('ok');
  });

  it('close() releases the port even with a connection held open, and may be called again', async () => {
    const local = await serve((_, response) => response.write('never ends'));
    await new Promise<void>((resolve) =>
      httpRequest(`http://127.0.0.1:${local.port}/`, (response) => response.once('data', () => resolve())).end(),
    );
    await local.close();
    await local.close();
    await expect(connectToLoopback(local.port)).rejects.toThrow(/ECONNREFUSED/);
  });

  it('a port in use is an error saying so', async () => {
    const local = await serve(() => undefined);
    await expect(listenOnLoopback(createServer(), local.port)).rejects.toThrow(
      `Port ${local.port} on 127.0.0.1 is in use: pass another port, or 0 for a free one`,
    );
  });
});

describe('reading and recording a request', () => {
  it('reads a body as text, refusing one over the limit', async () => {
    const bodies: Array<string | undefined> = [];
    const local = await serve((request, response) => {
      void readBody(request, 10).then((body) => {
        bodies.push(body);
        response.end();
      });
    });
    await fetch(`http://127.0.0.1:${local.port}/`, { method: 'POST', body: 'é short' });
    await fetch(`http://127.0.0.1:${local.port}/`, { method: 'POST', body: 'far too long a body' });
    expect(bodies).toEqual(['é short', undefined]);
  });

  it('records a body as its JSON, or its text, or nothing', () => {
    expect(bodyForRecord('{"a":1}')).toEqual({ a: 1 });
    expect(bodyForRecord('not json')).toBe('not json');
    expect(bodyForRecord('')).toBeUndefined();
    expect(bodyForRecord(undefined)).toBeUndefined();
  });

  it('redacts the secret headers, keeping the scheme', () => {
    expect(
      redactedHeaders(
        incoming({
          authorization: 'Bearer t0ken-value',
          'x-platform-auth-token': 'eyJ.x.',
          cookie: 'session=abc',
          accept: 'application/json',
          'x-many': ['a', 'b'],
        }),
      ),
    ).toEqual({
      authorization: 'Bearer [redacted]',
      'x-platform-auth-token': '[redacted]',
      cookie: '[redacted]',
      accept: 'application/json',
      'x-many': 'a, b',
    });
    expect(redactedHeaders(incoming({ authorization: 'Api-Key k3y' })).authorization).toBe('Api-Key [redacted]');
  });
});

describe('corsHeaders', () => {
  it('echoes an allowed origin, with the preflight’s methods, headers and max age', () => {
    expect(
      corsHeaders(incoming({ origin: 'https://app.example.com' }, 'OPTIONS'), '*', 'content-type', 'GET, POST'),
    ).toEqual({
      'access-control-allow-origin': 'https://app.example.com',
      vary: 'Origin',
      'access-control-allow-methods': 'GET, POST',
      'access-control-allow-headers': 'content-type',
      'access-control-max-age': '600',
    });
    expect(
      corsHeaders(
        incoming({ origin: 'https://app.example.com' }),
        ['https://app.example.com'],
        'x',
        'GET',
        'retry-after',
      ),
    ).toEqual({
      'access-control-allow-origin': 'https://app.example.com',
      vary: 'Origin',
      'access-control-expose-headers': 'retry-after',
    });
  });

  it('nothing but Vary for a request without an origin or from one not allowed', () => {
    expect(corsHeaders(incoming({}), '*', 'x', 'GET')).toEqual({ vary: 'Origin' });
    expect(corsHeaders(incoming({ origin: 'https://evil.example' }), ['https://app.example.com'], 'x', 'GET')).toEqual({
      vary: 'Origin',
    });
  });
});

describe('endResponse and allowedOriginsOption', () => {
  it('endResponse ends once, resolving when finished, and at once for a response already ended', async () => {
    let ended: Promise<void> | undefined;
    const local = await serve((_, response) => {
      response.write('body');
      ended = endResponse(response).then(() => endResponse(response));
    });
    expect(await (await fetch(`http://127.0.0.1:${local.port}/`)).text()).toBe('body');
    await expect(ended).resolves.toBeUndefined();
  });

  it('allowedOrigins is * by default, or a list of origins; anything else is INVALID_OPTIONS', () => {
    expect(allowedOriginsOption(undefined)).toBe('*');
    expect(allowedOriginsOption(['https://app.example.com'])).toEqual(['https://app.example.com']);
    for (const value of ['https://app.example.com', [1], { origin: 'x' }])
      expect(() => allowedOriginsOption(value)).toThrow(/allowedOrigins: expected an array of origins, or '\*'/);
  });
});
