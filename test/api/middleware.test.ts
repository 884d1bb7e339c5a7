/**
 * `use` / `eject`: openapi-fetch's middleware run by the client's transport around every try —
 * retries included — never shown the credential; onRequest may change or answer a request,
 * onResponse may replace a response, onError may answer a network failure; eject removes.
 */
import type { Middleware } from 'openapi-fetch';
import { describe, expect, it } from 'vitest';
import { expectApiError } from '../support/expect-api-error.js';
import { type Answer, json } from './fake-fetch.js';
import { scriptedClient, TOKEN } from './scripted-client.js';

const setup = (...answers: Answer[]) => scriptedClient(answers);

describe('middleware', () => {
  it('runs around every try, retries included, with the OpenAPI path, params and one id per call', async () => {
    const { api, time } = setup(json(503, {}), json(200, { ok: true }));
    const seen: string[] = [];
    api.use({
      onRequest: ({ request, schemaPath, params, id }) => {
        seen.push(`request ${id} ${schemaPath} ${JSON.stringify(params)} ${request.url}`);
      },
      onResponse: ({ response, id }) => {
        seen.push(`response ${id} ${response.status}`);
      },
    });
    const { data } = await time.run(
      api.GET('/api/v1/deployments/{deploymentId}', { params: { path: { deploymentId: 7 } } }),
    );
    expect(data).toEqual({ ok: true });
    const line =
      'request 1 /api/v1/deployments/{deploymentId} {"path":{"deploymentId":7}} https://acme.example.com/api/v1/deployments/7';
    expect(seen).toEqual([line, 'response 1 503', line, 'response 1 200']);
  });

  it('never shows the credential to a middleware, and the request it changes is the one sent, with the credential', async () => {
    const { api, fake, time } = setup(json(200, {}));
    const headers: (string | null)[] = [];
    api.use({
      onRequest: ({ request }) => {
        headers.push(request.headers.get('authorization'));
        const changed = new Request(request);
        changed.headers.set('x-trace-id', 'trace-1');
        return changed;
      },
      onResponse: ({ request }) => {
        headers.push(request.headers.get('authorization'));
      },
    });
    await time.run(api.GET('/api/v1/regions'));
    expect(headers).toEqual([null, null]);
    expect(fake.sent[0]?.headers.get('x-trace-id')).toBe('trace-1');
    expect(fake.sent[0]?.headers.get('authorization')).toBe(`Bearer ${TOKEN}`);
  });

  it('runs onRequest in the order added and onResponse in reverse; a response from onRequest answers without a fetch', async () => {
    const { api, fake, time } = setup(json(200, { from: 'network' }));
    const order: string[] = [];
    const first: Middleware = {
      onRequest: () => void order.push('request first'),
      onResponse: () => void order.push('response first'),
    };
    const second: Middleware = {
      onRequest: () => void order.push('request second'),
      onResponse: () => void order.push('response second'),
    };
    api.use(first, second);
    await time.run(api.GET('/api/v1/regions'));
    expect(order).toEqual(['request first', 'request second', 'response second', 'response first']);

    const cache: Middleware = { onRequest: () => Response.json({ from: 'cache' }) };
    api.use(cache);
    const { data } = await time.run(api.GET('/api/v1/regions'));
    expect(data).toEqual({ from: 'cache' });
    expect(fake.sent).toHaveLength(1);
  });

  it('lets onResponse replace a response, and an error status it makes is the error thrown', async () => {
    const { api, time } = setup(json(200, { ok: true }));
    api.use({ onResponse: () => Response.json({ message: 'no' }, { status: 403 }) });
    await expectApiError(time.run(api.GET('/api/v1/regions')), 'FORBIDDEN');
  });

  it('lets onError answer a network failure, or replace the error', async () => {
    const failure = new TypeError('fetch failed');
    const answered = setup(failure);
    answered.api.use({ onError: () => Response.json({ offline: true }) });
    expect((await answered.time.run(answered.api.GET('/api/v1/regions'))).data).toEqual({ offline: true });

    const replaced = setup(failure);
    const errors: unknown[] = [];
    replaced.api.use({
      onError: ({ error }) => {
        errors.push(error);
      },
    });
    // Every try (the first and the transport's retries) reached onError; the last is the error's cause.
    const error = await expectApiError(replaced.time.run(replaced.api.GET('/api/v1/regions')), 'NETWORK');
    expect(errors.length).toBeGreaterThan(1);
    expect(errors.every((each) => each === failure)).toBe(true);
    expect(error.cause).toBe(failure);
  });

  it('eject removes a middleware; use adds each once', async () => {
    const { api, time } = setup(json(200, {}));
    let calls = 0;
    const counter: Middleware = {
      onRequest: () => {
        calls += 1;
      },
    };
    api.use(counter, counter);
    api.use(counter);
    await time.run(api.GET('/api/v1/regions'));
    expect(calls).toBe(1);
    api.eject(counter);
    await time.run(api.GET('/api/v1/regions'));
    expect(calls).toBe(1);
  });

  it('refuses a middleware without a callback, adding none of that call', async () => {
    const { api, time } = setup(json(200, {}));
    let calls = 0;
    const counter: Middleware = {
      onRequest: () => {
        calls += 1;
      },
    };
    expect(() => api.use(counter, {} as Middleware)).toThrow(expect.objectContaining({ code: 'INVALID_OPTIONS' }));
    await time.run(api.GET('/api/v1/regions'));
    expect(calls).toBe(0);
  });
});
