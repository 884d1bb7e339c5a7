/**
 * A management client over a scripted fetch on a virtual clock: what the client's unit tests
 * drive — each request answered by the next scripted answer, nothing waiting in real time.
 */
import { buildPlatformClient, type PlatformClient } from '../../src/api/client.js';
import type { PlatformConnectionOptions, TokenSource } from '../../src/api/options.js';
import type { PlatformPaths } from '../../src/api/types.js';
import { VirtualTime } from '../support/virtual-time.js';
import { type Answer, fakeFetch } from './fake-fetch.js';

/** The token the scripted client sends. */
export const TOKEN = 'tok_SECRET-0123456789abcdef';
/** The scripted client's base URL. */
export const BASE = 'https://acme.example.com';

/** A client of {@link BASE} with {@link TOKEN} (unless `options` say otherwise), answered by `answers` in order. */
export function scriptedClient(
  answers: Answer[],
  options: Partial<PlatformConnectionOptions> & { token?: TokenSource } = {},
) {
  const fake = fakeFetch(...answers);
  const time = new VirtualTime();
  const api: PlatformClient<PlatformPaths> = buildPlatformClient(
    { baseUrl: BASE, token: TOKEN, fetch: fake.fetch, retry: { minDelayMs: 10, maxDelayMs: 100 }, ...options },
    time,
  );
  return { api, fake, time };
}
