/**
 * What the tests of the fake platform server share: servers that are always closed, and plain
 * `fetch` requests (no SDK client) with the default token.
 */
import { afterEach, expect } from 'vitest';
import {
  FAKE_PLATFORM_TOKEN,
  type FakePlatformServer,
  type FakePlatformServerOptions,
  startFakePlatformServer,
} from '../../../src/testing/servers/index.js';

/** Starts fake platform servers for a test file; each is closed after its test. */
export function fakePlatformServers(): (options?: FakePlatformServerOptions) => Promise<FakePlatformServer> {
  const servers: FakePlatformServer[] = [];
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => server.close()));
  });
  return async (options = {}) => {
    const server = await startFakePlatformServer(options);
    servers.push(server);
    return server;
  };
}

/** A request's options: a JSON body (a string is sent as it is), the token (`null`: none), more headers. */
export interface Call {
  body?: unknown;
  token?: string | null;
  headers?: Record<string, string>;
}

/** A request with the default token (`token: null` for none); a string body is sent as it is. */
export function call(
  server: FakePlatformServer,
  method: string,
  path: string,
  { body, token = FAKE_PLATFORM_TOKEN, headers = {} }: Call = {},
): Promise<Response> {
  const auth: Record<string, string> = token === null ? {} : { authorization: `Bearer ${token}` };
  return fetch(`${server.baseUrl}${path}`, {
    method,
    headers: { ...auth, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
}

/** The status and JSON body of a request. */
export async function json(
  server: FakePlatformServer,
  method: string,
  path: string,
  init?: Call,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await call(server, method, path, init);
  expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}
