/**
 * createPlatformClient with a scripted fetch on a virtual clock: requests built by openapi-fetch
 * from the paths (URL, params, body), `{ data, response }` or an ApiError, the token asked per
 * request, the refusals made before anything is sent, cursor lists, and dbt sync's start,
 * status and wait — without the token in any error.
 */
import { describe, expect, it } from 'vitest';
import { buildPlatformClient } from '../../src/api/client.js';
import { ApiError } from '../../src/http/api-error.js';
import { expectApiError } from '../support/expect-api-error.js';
import { inScope } from '../support/global-scopes.js';
import { settle, VirtualTime } from '../support/virtual-time.js';
import { type Answer, fakeFetch, json, text } from './fake-fetch.js';
import { BASE, scriptedClient, TOKEN } from './scripted-client.js';

const setup = scriptedClient;

const status = (value: string, percentComplete = 0, extra: Record<string, unknown> = {}) => ({
  syncJobId: 'job-1',
  status: value,
  progress: { stage: value, percentComplete, message: null },
  updatedAt: '2026-07-30T10:00:00Z',
  ...extra,
});

describe('requests', () => {
  it('builds the URL from baseUrl, the path and its params, sends the token, and resolves with data and response', async () => {
    const { api, fake, time } = setup([json(200, { items: [], pageInfo: { hasNextPage: false } })]);
    const { data, response } = await time.run(
      api.GET('/api/v1/deployments/{deploymentId}/reports', {
        params: { path: { deploymentId: 42 }, query: { first: 5, search: 'sales & ops' } },
      }),
    );
    expect(data).toEqual({ items: [], pageInfo: { hasNextPage: false } });
    expect(response.status).toBe(200);
    expect(fake.sent).toHaveLength(1);
    expect(fake.sent[0]?.url).toBe(`${BASE}/api/v1/deployments/42/reports?first=5&search=sales%20%26%20ops`);
    expect(fake.sent[0]?.method).toBe('GET');
    expect(fake.sent[0]?.headers.get('authorization')).toBe(`Bearer ${TOKEN}`);
    expect(fake.sent[0]?.credentials).toBe('same-origin');
  });

  it('encodes path parameters, keeps a baseUrl path prefix, and sends JSON bodies', async () => {
    const { api, fake, time } = setup([json(200, { ok: true })], {
      baseUrl: 'https://proxy.example.com/platform/',
      credentials: 'omit',
    });
    await time.run(
      api.PUT('/api/v1/deployments/{deploymentId}', { params: { path: { deploymentId: 7 } }, body: { name: 'Sales' } }),
    );
    await time.run(
      api.GET('/api/v1/embed-tenants/{embedTenantName}/users', { params: { path: { embedTenantName: 'a/b c' } } }),
    );
    expect(fake.sent[0]).toMatchObject({
      method: 'PUT',
      url: 'https://proxy.example.com/platform/api/v1/deployments/7',
      body: '{"name":"Sales"}',
      credentials: 'omit',
    });
    expect(fake.sent[0]?.headers.get('content-type')).toBe('application/json');
    expect(fake.sent[1]?.url).toBe('https://proxy.example.com/platform/api/v1/embed-tenants/a%2Fb%20c/users');
  });

  it('refuses a path parameter that is "." or "..", which would send the request to another endpoint; nothing is sent', async () => {
    const { api, fake, time } = setup([json(200, {})]);
    for (const value of ['.', '..', '']) {
      const error = await expectApiError(
        time.run(
          api.DELETE('/api/v1/deployments/{deploymentId}', { params: { path: { deploymentId: value as never } } }),
        ),
        'INVALID_REQUEST',
      );
      expect(error.message).toContain('params.path.deploymentId');
    }
    expect(fake.sent).toEqual([]);
    // Anything else is one segment, dots included.
    await time.run(
      api.DELETE('/api/v1/deployments/{deploymentId}', { params: { path: { deploymentId: '../x' as never } } }),
    );
    await time.run(
      api.DELETE('/api/v1/deployments/{deploymentId}', { params: { path: { deploymentId: '...' as never } } }),
    );
    expect(fake.sent.map((request) => request.url)).toEqual([
      `${BASE}/api/v1/deployments/..%2Fx`,
      `${BASE}/api/v1/deployments/...`,
    ]);
  });

  it('an API key goes as Authorization: Api-Key, never with a token, and is refused in a browser unless allowed', async () => {
    const fake = fakeFetch(json(200, { ok: true }));
    const time = new VirtualTime();
    const api = buildPlatformClient({ baseUrl: BASE, apiKey: 'pk_live_0123456789', fetch: fake.fetch }, time);
    await time.run(api.GET('/api/v1/deployments/{deploymentId}', { params: { path: { deploymentId: 7 } } }));
    expect(fake.sent[0]?.headers.get('authorization')).toBe('Api-Key pk_live_0123456789');
    for (const options of [
      { token: TOKEN, apiKey: 'pk_live_0123456789' },
      {},
      { apiKey: 'has space' },
      { apiKey: '' },
    ]) {
      const error = expectApiError(
        () => buildPlatformClient({ baseUrl: BASE, ...options } as never, time),
        'INVALID_OPTIONS',
      );
      expect(error.message).not.toContain('pk_live');
    }
    inScope('dedicated worker'); // undone after the test (test/support/global-scopes.ts)
    expect(
      expectApiError(
        () => buildPlatformClient({ baseUrl: BASE, apiKey: 'pk_live_0123456789' }, time),
        'INVALID_OPTIONS',
      ).message,
    ).toContain('browser');
    expect(() =>
      buildPlatformClient({ baseUrl: BASE, apiKey: 'pk_live_0123456789', dangerouslyAllowApiKeyInBrowser: true }, time),
    ).not.toThrow();
  });

  it('asks a token function once per request and per retry', async () => {
    let calls = 0;
    const { api, fake, time } = setup([json(503, {}), json(200, {}), json(200, {})], {
      token: async () => `tok_${++calls}`,
    });
    await time.run(api.GET('/api/v1/regions'));
    await time.run(
      api.POST('/api/v1/deployments/{deploymentId}/dbt-sync', { params: { path: { deploymentId: 1 } }, body: {} }),
    );
    expect(calls).toBe(3);
    expect(fake.sent.map((sent) => sent.headers.get('authorization'))).toEqual([
      'Bearer tok_1',
      'Bearer tok_2',
      'Bearer tok_3',
    ]);
  });

  it('rejects with an ApiError on HTTP errors (data is never missing from a resolution)', async () => {
    const { api, time } = setup([json(404, { message: 'No such deployment' })]);
    const error = await expectApiError(
      time.run(api.DELETE('/api/v1/deployments/{deploymentId}', { params: { path: { deploymentId: 9 } } })),
      'NOT_FOUND',
    );
    expect(error.message).toBe('DELETE /api/v1/deployments/9 failed with HTTP 404: No such deployment');
    expect(error.body).toEqual({ message: 'No such deployment' });
  });

  it('retries GET but never POST or PATCH', async () => {
    const get = setup([json(502, {}), json(200, { ok: 1 })]);
    expect((await get.time.run(get.api.GET('/api/v1/regions'))).data).toEqual({ ok: 1 });
    expect(get.fake.sent).toHaveLength(2);
    const post = setup([json(502, {}), json(200, {})]);
    await expectApiError(
      post.time.run(
        post.api.POST('/api/v1/deployments/{deploymentId}/dbt-sync', {
          params: { path: { deploymentId: 1 } },
          body: {},
        }),
      ),
      'SERVER_ERROR',
    );
    expect(post.fake.sent).toHaveLength(1);
  });

  it('resolves a 204 with undefined data', async () => {
    const { api, time } = setup([json(204, undefined)]);
    const { data, response } = await time.run(
      api.DELETE('/api/v1/embed-tenants/{embedTenantName}', { params: { path: { embedTenantName: 'acme' } } }),
    );
    expect(data).toBeUndefined();
    expect(response.status).toBe(204);
  });

  it('a 2xx body that is not JSON is INVALID_RESPONSE, with its status', async () => {
    const { api, time } = setup([text(200, '<html>maintenance</html>')]);
    const error = await expectApiError(time.run(api.GET('/api/v1/regions')), 'INVALID_RESPONSE');
    expect(error.status).toBe(200);
    expect(error.message).toMatch(/^GET \/api\/v1\/regions: the 200 response's body could not be read as asked \(/);
    expect(error.cause).toBeInstanceOf(SyntaxError);
  });

  it('refuses before sending: a missing path parameter, a per-call baseUrl or fetch, a bad init or path', async () => {
    const { api, fake } = setup([json(200, {})]);
    const call = api.GET as unknown as (path: unknown, init?: unknown) => Promise<unknown>;
    expect(
      (
        await expectApiError(
          call('/api/v1/deployments/{deploymentId}/reports', { params: { path: {} } }),
          'INVALID_REQUEST',
        )
      ).message,
    ).toBe(
      'params.path.deploymentId: expected a value for {deploymentId} of GET /api/v1/deployments/{deploymentId}/reports, got undefined',
    );
    await expectApiError(call('/api/v1/deployments/{deploymentId}/reports'), 'INVALID_REQUEST');
    expect(
      (await expectApiError(call('/api/v1/regions', { baseUrl: 'https://evil.example' }), 'INVALID_REQUEST')).message,
    ).toMatch(/^init\.baseUrl: expected none/);
    expect((await expectApiError(call('/api/v1/regions', { fetch }), 'INVALID_REQUEST')).message).toMatch(
      /^init\.fetch: expected none/,
    );
    expect((await expectApiError(call('/api/v1/regions', 'x'), 'INVALID_REQUEST')).message).toBe(
      'init: expected an object, got "x"',
    );
    expect((await expectApiError(call('api/v1/regions/'), 'INVALID_REQUEST')).message).toMatch(
      /^path: expected a path of the API/,
    );
    expect(fake.sent).toHaveLength(0);
  });

  it('a request that cannot be built is INVALID_REQUEST, with its cause', async () => {
    const { api, fake } = setup([json(200, {})]);
    const call = api.GET as unknown as (path: unknown, init?: unknown) => Promise<unknown>;
    const error = await expectApiError(
      call('/api/v1/regions', { params: { query: { filter: { deep: { er: 1 } } } } }),
      'INVALID_REQUEST',
    );
    expect(error.message).toMatch(/^GET \/api\/v1\/regions could not be sent as given: /);
    expect(error.cause).toBeInstanceOf(Error);
    expect(fake.sent).toHaveLength(0);
  });

  it('an aborted signal rejects with ABORTED, nothing sent', async () => {
    const { api, fake, time } = setup([json(200, {})]);
    await expectApiError(time.run(api.GET('/api/v1/regions', { signal: AbortSignal.abort() })), 'ABORTED');
    expect(fake.sent).toHaveLength(0);
  });
});

describe('paginate', () => {
  const page = (ids: number[], endCursor: string | null) =>
    json(200, {
      items: ids.map((id) => ({ id })),
      pageInfo: { hasNextPage: endCursor !== null, endCursor },
      data: [],
      count: 7,
    });

  it('follows endCursor as `after`, keeping the other query parameters', async () => {
    const { api, fake, time } = setup([page([1, 2, 3], 'c1'), page([4, 5, 6], 'c2'), page([7], null)]);
    const ids: unknown[] = [];
    await time.run(
      (async () => {
        for await (const report of api.paginate('/api/v1/deployments/{deploymentId}/reports', {
          params: { path: { deploymentId: 42 }, query: { first: 3, sortBy: 'name' } },
        }))
          ids.push(report.id);
      })(),
    );
    expect(ids).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(fake.sent.map((sent) => new URL(sent.url).search)).toEqual([
      '?first=3&sortBy=name',
      '?first=3&sortBy=name&after=c1',
      '?first=3&sortBy=name&after=c2',
    ]);
  });

  it('pages() yields whole pages; a given `after` is where it starts', async () => {
    const { api, fake, time } = setup([page([4, 5, 6], 'c2'), page([7], null)]);
    const counts: number[] = [];
    await time.run(
      (async () => {
        for await (const p of api
          .paginate('/api/v1/deployments/{deploymentId}/folders', {
            params: { path: { deploymentId: 42 }, query: { after: 'c1' } },
          })
          .pages())
          counts.push(p.items.length);
      })(),
    );
    expect(counts).toEqual([3, 1]);
    expect(fake.sent.map((sent) => new URL(sent.url).searchParams.get('after'))).toEqual(['c1', 'c2']);
  });

  it('reads at most init.maxPages pages; a page with pageInfo null is the last; a bad maxPages is INVALID_REQUEST', async () => {
    const page = (n: number, next: boolean) =>
      json(200, { items: [n], pageInfo: next ? { hasNextPage: true, endCursor: `c${n}` } : null });
    const { api, fake, time } = setup([page(1, true), page(2, true), page(3, true)]);
    const items: unknown[] = [];
    await time.run(
      (async () => {
        for await (const item of api.paginate('/api/v1/deployments/{deploymentId}/reports', {
          params: { path: { deploymentId: 42 } },
          maxPages: 2,
        }))
          items.push(item);
      })(),
    );
    expect(items).toEqual([1, 2]);
    expect(fake.sent).toHaveLength(2);
    expect(fake.sent.every((request) => !request.url.includes('maxPages'))).toBe(true);
    const last = setup([page(1, true), page(2, false)]);
    const all: unknown[] = [];
    await last.time.run(
      (async () => {
        for await (const item of last.api.paginate('/api/v1/deployments/{deploymentId}/reports', {
          params: { path: { deploymentId: 42 } },
        }))
          all.push(item);
      })(),
    );
    expect(all).toEqual([1, 2]);
    expectApiError(
      () =>
        api.paginate('/api/v1/deployments/{deploymentId}/reports', {
          params: { path: { deploymentId: 42 } },
          maxPages: 0,
        }),
      'INVALID_REQUEST',
    );
  });

  it('refuses sortBy lastViewedAt at once, before any request, saying why', () => {
    const { api, fake } = setup([page([1], null)]);
    const error = expectApiError(
      () =>
        api.paginate('/api/v1/deployments/{deploymentId}/reports', {
          params: { path: { deploymentId: 42 }, query: { sortBy: 'lastViewedAt' } },
        }),
      'INVALID_REQUEST',
    );
    expect(error.message).toMatch(/does not page a list sorted by lastViewedAt \(spec 8\)/);
    expect(fake.sent).toHaveLength(0);
  });

  it('with a signal: one abort listener on it per walk, not per page, removed at the end; no MaxListenersExceededWarning', async () => {
    const pages = Array.from({ length: 50 }, (_, index) => page([index + 1], index < 49 ? `c${index + 1}` : null));
    const { api, fake, time } = setup(pages);
    const controller = new AbortController();
    const { signal } = controller;
    // The count is the proof: Node's fetch raises a signal's listener limit to 1,500, so the
    // warning itself came only on lists longer than that (a listener per page, kept until the
    // page's Request was collected).
    const added = { count: 0, removed: 0 };
    const add = signal.addEventListener.bind(signal);
    const remove = signal.removeEventListener.bind(signal);
    signal.addEventListener = ((...args: Parameters<AbortSignal['addEventListener']>) => {
      if (args[0] === 'abort') added.count += 1;
      add(...args);
    }) as AbortSignal['addEventListener'];
    signal.removeEventListener = ((...args: Parameters<AbortSignal['removeEventListener']>) => {
      if (args[0] === 'abort') added.removed += 1;
      remove(...args);
    }) as AbortSignal['removeEventListener'];
    const warnings: Error[] = [];
    const onWarning = (warning: Error) => warnings.push(warning);
    process.on('warning', onWarning);
    try {
      const ids: unknown[] = [];
      await time.run(
        (async () => {
          for await (const report of api.paginate('/api/v1/deployments/{deploymentId}/reports', {
            params: { path: { deploymentId: 42 } },
            signal,
          }))
            ids.push(report.id);
        })(),
      );
      expect(ids).toHaveLength(50);
      expect(fake.sent).toHaveLength(50);
      await settle(); // a warning is emitted on a later tick
    } finally {
      process.off('warning', onWarning);
    }
    expect(warnings.filter((warning) => warning.name === 'MaxListenersExceededWarning')).toEqual([]);
    expect(added).toEqual({ count: 1, removed: 1 });
  });

  it('a signal that is no AbortSignal is INVALID_REQUEST at once, before any request', () => {
    const { api, fake } = setup([page([1], null)]);
    const error = expectApiError(
      () =>
        api.paginate('/api/v1/deployments/{deploymentId}/reports', {
          params: { path: { deploymentId: 42 } },
          signal: 'stop' as never,
        }),
      'INVALID_REQUEST',
    );
    expect(error.message).toBe('init.signal: expected an AbortSignal, got "stop"');
    expect(fake.sent).toHaveLength(0);
  });

  it('with a signal: aborting it mid-walk rejects the page being read with ABORTED, and asks for no more', async () => {
    const { api, fake, time } = setup([page([1], 'c1'), 'hang']);
    const controller = new AbortController();
    const ids: unknown[] = [];
    const walk = (async () => {
      for await (const report of api.paginate('/api/v1/deployments/{deploymentId}/reports', {
        params: { path: { deploymentId: 42 } },
        signal: controller.signal,
      })) {
        ids.push(report.id);
      }
    })();
    const failed = expectApiError(walk, 'ABORTED');
    await settle();
    expect(fake.sent).toHaveLength(2);
    controller.abort(new Error('user left'));
    await time.run(failed);
    expect(ids).toEqual([1]);
    expect(fake.sent).toHaveLength(2);
  });

  it('a missing endCursor while hasNextPage is INVALID_RESPONSE', async () => {
    const { api, time } = setup([json(200, { items: [{ id: 1 }], pageInfo: { hasNextPage: true } })]);
    const error = await expectApiError(
      time.run(
        (async () => {
          for await (const _ of api.paginate('/api/v1/deployments/{deploymentId}/reports', {
            params: { path: { deploymentId: 42 } },
          }))
            void _;
        })(),
      ),
      'INVALID_RESPONSE',
    );
    expect(error.message).toBe(
      'GET /api/v1/deployments/{deploymentId}/reports, page 1: pageInfo.endCursor: expected the cursor of the next page (hasNextPage is true), got undefined',
    );
  });
});

describe('dbtSync.start', () => {
  it('POSTs {} or { branchName } and resolves with the job', async () => {
    const job = { branchName: 'dev', syncJobId: 'job-1', workflowId: 'wf-1' };
    const { api, fake, time } = setup([json(200, job)]);
    expect(await time.run(api.dbtSync.start(42, { branchName: 'dev' }))).toEqual(job);
    expect(await time.run(api.dbtSync.start(42))).toEqual(job);
    expect(fake.sent.map(({ method, url, body }) => ({ method, url, body }))).toEqual([
      { method: 'POST', url: `${BASE}/api/v1/deployments/42/dbt-sync`, body: '{"branchName":"dev"}' },
      { method: 'POST', url: `${BASE}/api/v1/deployments/42/dbt-sync`, body: '{}' },
    ]);
  });

  it('is never retried', async () => {
    const { api, fake, time } = setup([new TypeError('fetch failed'), json(200, { syncJobId: 'j' })]);
    await expectApiError(time.run(api.dbtSync.start(42)), 'NETWORK');
    expect(fake.sent).toHaveLength(1);
  });

  it('refuses a bad deployment id or branch name, nothing sent; a job without syncJobId is INVALID_RESPONSE', async () => {
    const { api, fake, time } = setup([json(200, { workflowId: 'wf' })]);
    for (const id of [0, -1, 1.5, '42', Number.NaN]) {
      expect((await expectApiError(api.dbtSync.start(id as number), 'INVALID_REQUEST')).message).toMatch(
        /^deploymentId: expected a deployment id/,
      );
    }
    expect((await expectApiError(api.dbtSync.start(42, { branchName: '' }), 'INVALID_REQUEST')).message).toBe(
      'input.branchName: expected a branch name, got ""',
    );
    expect((await expectApiError(api.dbtSync.start(42, 'dev' as never), 'INVALID_REQUEST')).message).toBe(
      'input: expected an object, got "dev"',
    );
    expect(fake.sent).toHaveLength(0);
    const error = await expectApiError(time.run(api.dbtSync.start(42)), 'INVALID_RESPONSE');
    expect(error.message).toBe(
      'The start of a dbt sync of deployment 42 is not what the spec says: syncJobId: expected a non-empty string, got undefined',
    );
  });
});

describe('dbtSync.status', () => {
  it('GETs the job’s status and checks its shape', async () => {
    const { api, fake, time } = setup([
      json(200, status('COMPILING_DBT', 60)),
      json(200, { ...status('X'), progress: { stage: 'X' } }),
    ]);
    expect(await time.run(api.dbtSync.status(42, 'job/1'))).toEqual(status('COMPILING_DBT', 60));
    expect(fake.sent[0]?.url).toBe(`${BASE}/api/v1/deployments/42/dbt-sync/job%2F1`);
    const error = await expectApiError(time.run(api.dbtSync.status(42, 'job-1')), 'INVALID_RESPONSE');
    expect(error.message).toBe(
      'The status of dbt sync job-1 of deployment 42 is not what the spec says: progress.percentComplete: expected a number, got undefined',
    );
  });

  it('an unknown job is NOT_FOUND; a bad id is INVALID_REQUEST', async () => {
    const { api, time } = setup([json(404, { message: 'Unknown sync job' })]);
    await expectApiError(time.run(api.dbtSync.status(42, 'nope')), 'NOT_FOUND');
    await expectApiError(api.dbtSync.status(42, ''), 'INVALID_REQUEST');
  });
});

describe('dbtSync.wait', () => {
  it('polls the job until COMPLETED, through failures the transport retries, reporting progress on change', async () => {
    const { api, fake, time } = setup([
      json(200, status('INITIALIZING')),
      json(503, {}),
      json(503, {}),
      json(200, status('INITIALIZING')),
      json(200, status('COMPILING_DBT', 60)),
      json(503, {}),
      json(200, status('COMPLETED', 100)),
    ]);
    const seen: string[] = [];
    const done = await time.run(
      api.dbtSync.wait(42, 'job-1', { onProgress: (s) => seen.push(`${s.status} ${s.progress.percentComplete}`) }),
    );
    expect(done.status).toBe('COMPLETED');
    expect(seen).toEqual(['INITIALIZING 0', 'COMPILING_DBT 60', 'COMPLETED 100']);
    expect(fake.sent).toHaveLength(7);
    // One 503 more than the transport's two retries is the wait's error: nothing polls it again.
    const worse = setup([
      json(200, status('INITIALIZING')),
      json(503, {}),
      json(503, {}),
      json(503, {}),
      json(200, status('COMPLETED', 100)),
    ]);
    await expectApiError(worse.time.run(worse.api.dbtSync.wait(42, 'job-1')), 'SERVER_ERROR');
    expect(worse.fake.sent).toHaveLength(4);
    expect(new Set(fake.sent.map((sent) => `${sent.method} ${sent.url}`))).toEqual(
      new Set([`GET ${BASE}/api/v1/deployments/42/dbt-sync/job-1`]),
    );
  });

  it('CANCELLED is SYNC_CANCELLED, the final status as body: the wait ends at once', async () => {
    const cancelled = setup([json(200, status('COMPILING_DBT', 40)), json(200, status('CANCELLED', 40))]);
    const error = await expectApiError(cancelled.time.run(cancelled.api.dbtSync.wait(42, 'job-1')), 'SYNC_CANCELLED');
    expect(error.message).toBe('dbt sync job-1 of deployment 42 was cancelled at CANCELLED');
    expect(error.body).toMatchObject({ status: 'CANCELLED' });
    expect(cancelled.fake.sent).toHaveLength(2);
  });

  it('FAILED is SYNC_FAILED with the service’s error; 401 rejects at once', async () => {
    const failed = setup([json(200, status('FAILED', 30, { error: 'dbt compile error in model orders' }))]);
    const error = await expectApiError(failed.time.run(failed.api.dbtSync.wait(42, 'job-1')), 'SYNC_FAILED');
    expect(error.message).toContain('dbt compile error in model orders');
    expect((error.body as { status: string }).status).toBe('FAILED');
    const unauthorized = setup([json(401, { message: 'Unauthorized' }), json(200, status('COMPLETED'))]);
    await expectApiError(unauthorized.time.run(unauthorized.api.dbtSync.wait(42, 'job-1')), 'UNAUTHORIZED');
    expect(unauthorized.fake.sent).toHaveLength(1);
  });

  it('aborting mid-wait rejects at once with ABORTED and sends nothing more', async () => {
    const { api, fake, time } = setup([json(200, status('COMPILING_DBT'))]);
    const controller = new AbortController();
    const waiting = api.dbtSync.wait(42, 'job-1', {
      signal: controller.signal,
      minDelayMs: 60_000,
      maxDelayMs: 60_000,
    });
    await settle();
    expect(fake.sent).toHaveLength(1);
    controller.abort();
    await expectApiError(waiting, 'ABORTED');
    expect(time.pending).toEqual([]);
    expect(fake.sent).toHaveLength(1);
  });

  it('a poll that hangs is ended by the wait’s timeout: TIMEOUT', async () => {
    const { api, time } = setup(['hang'], { timeoutMs: 60_000 });
    const error = await expectApiError(time.run(api.dbtSync.wait(42, 'job-1', { timeoutMs: 5000 })), 'TIMEOUT');
    expect(error.message).toMatch(/^dbt sync job-1 of deployment 42 did not finish within 5000 ms/);
  });

  it('refuses a bad id before polling', async () => {
    const { api, fake } = setup([json(200, status('COMPLETED'))]);
    await expectApiError(api.dbtSync.wait(0, 'job-1'), 'INVALID_REQUEST');
    await expectApiError(api.dbtSync.wait(42, undefined as unknown as string), 'INVALID_REQUEST');
    expect(fake.sent).toHaveLength(0);
  });
});

describe('secrets', () => {
  it('no error of the client shows the token', async () => {
    const answers: Answer[][] = [
      [json(401, { message: `invalid token ${TOKEN}` })],
      [text(500, `echo: Bearer ${TOKEN}`)],
      [new TypeError('fetch failed')],
      [json(200, { syncJobId: 'job-1', status: TOKEN })],
      [text(200, `not json ${TOKEN}`)],
    ];
    for (const script of answers) {
      const { api, time } = setup(script, { retry: false });
      const error = await time.run(api.dbtSync.status(42, 'job-1')).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(`${(error as ApiError).message} ${JSON.stringify((error as ApiError).body ?? null)}`).not.toContain(TOKEN);
    }
    expect(() => buildPlatformClient({ baseUrl: BASE, token: `Bearer ${TOKEN}` }, new VirtualTime())).toThrow(
      /^token: expected a bearer token/,
    );
    try {
      buildPlatformClient({ baseUrl: BASE, token: `${TOKEN} ` }, new VirtualTime());
    } catch (error) {
      expect(String(error)).not.toContain(TOKEN);
    }
  });
});
