/**
 * `createPlatformClient`: the management and build API (spec 4.1, 4.3, 5.1, 9) through
 * openapi-fetch, typed by the generated paths — with the bearer token, timeouts, safe retries
 * and `ApiError` of {@link createTransport}, cursor lists, and dbt sync's start, status and wait.
 *
 * @module
 */

import createClient, { type MaybeOptionalInit, type Middleware, type MiddlewareRequestParams } from 'openapi-fetch';
import { ApiError } from '../http/api-error.js';
import { callOptions, refuseApiRequest } from '../http/refuse.js';
import { realTiming, type Timing } from '../http/timing.js';
import { ownOptions, signalOption, whole } from '../internal/checks.js';
import { createDbtSyncApi, type DbtSyncApi } from './dbt-sync-api.js';
import { createEmbedApi, type EmbedApi } from './embed-api.js';
import { MiddlewareList } from './middleware.js';
import { type PlatformClientOptions, resolveOptions } from './options.js';
import { checkPageable, type Paginated, paginated } from './paginate.js';
import { createTransport } from './transport.js';
import type { CursorListPaths, InitArgument, ItemOf, PageOf, PlatformMethod, PlatformPaths } from './types.js';

/**
 * A client of the management and build API. Each method takes a path of `Paths` with that
 * method and openapi-fetch's `init` for it (`params: { path, query }`, `body`, `headers`,
 * `signal`, `parseAs`), and resolves with `{ data, response }`; any HTTP error, network
 * failure, timeout or abort rejects with an `ApiError`, so `data` is always there.
 */
export interface PlatformClient<Paths = PlatformPaths> {
  /** `GET`: retried after a network failure, 429 (honouring `Retry-After`), 502, 503, 504. */
  GET: PlatformMethod<Paths, 'get'>;
  /** `PUT`: retried like `GET` (it is idempotent). */
  PUT: PlatformMethod<Paths, 'put'>;
  /** `POST`: never retried (it could create something twice). */
  POST: PlatformMethod<Paths, 'post'>;
  /** `PATCH`: never retried. */
  PATCH: PlatformMethod<Paths, 'patch'>;
  /** `DELETE`: retried like `GET`. */
  DELETE: PlatformMethod<Paths, 'delete'>;
  /**
   * A cursor list (reports, folders, dbt syncs…), page after page while `pageInfo.hasNextPage`,
   * following `pageInfo.endCursor` as `after`; a page whose `pageInfo` is null or absent is the
   * last. Iterate it for the items, or `pages()` for the pages. `init` is the `GET`'s
   * (`params.query.first` sets the page size; `after` starts later; `signal` aborts the walk,
   * with one listener on it per loop, however many pages), plus `maxPages`: read at most that
   * many pages.
   *
   * @throws {@link ApiError} `INVALID_REQUEST` at once for `sortBy: 'lastViewedAt'`, which has
   * no cursor pagination (spec 8), a bad `maxPages` or `signal`; while iterating, the `GET`'s errors, and
   * `INVALID_RESPONSE` for a page without `items`, without `endCursor` while `hasNextPage`, or
   * with a cursor the list gave before (its pages would repeat for ever).
   */
  paginate<Path extends CursorListPaths<Paths>, Init extends MaybeOptionalInit<Paths[Path], 'get' & keyof Paths[Path]>>(
    path: Path,
    ...init: InitArgument<Init>
  ): Paginated<ItemOf<Paths, Path>, PageOf<Paths, Path>>;
  /** dbt sync: start, status, wait, cancel, result, logs, generated files, the run list. */
  readonly dbtSync: DbtSyncApi;
  /** Signed embedding, server side: `generateSession`, `revokeSession`, `sessionUrl`. */
  readonly embed: EmbedApi;
  /**
   * Adds openapi-fetch middleware (`onRequest`, `onResponse`, `onError`): run around every try of
   * every request of this client — retries included — in the order added (`onResponse` and
   * `onError` in reverse). A middleware never sees the credential: it goes on the request after
   * `onRequest`. Each is added once.
   * @throws {@link ApiError} `INVALID_OPTIONS` for one without any of the three callbacks.
   */
  use(...middleware: Middleware[]): void;
  /** Removes middleware added by {@link PlatformClient.use}. */
  eject(...middleware: Middleware[]): void;
}

/** The methods as the client implements them, below the types. */
type Call = (method: string, path: string, init: unknown) => Promise<{ data: unknown; response: Response }>;

/** `{name}` placeholders of a path template. */
const PLACEHOLDER = /\{([^{}]+)\}/g;

/** Checks `init` before a request is built: an object, no `baseUrl` or `fetch` of its own, every path parameter given. */
function checkInit(method: string, path: string, init: unknown): Record<string, unknown> {
  if (typeof path !== 'string' || !path.startsWith('/'))
    refuseApiRequest('path', 'a path of the API such as "/api/v1/deployments/{deploymentId}"', path);
  const own = callOptions(init, 'init', refuseApiRequest);
  // The token goes wherever the request goes: only to the client's own baseUrl, through its own transport.
  if (own.baseUrl !== undefined)
    refuseApiRequest('init.baseUrl', "none (a request goes to the client's baseUrl, with its token)", own.baseUrl);
  if (own.fetch !== undefined) refuseApiRequest('init.fetch', "none (the client's fetch option sets it)", own.fetch);
  const params = own.params === undefined ? undefined : ownOptions(own.params, 'init.params', refuseApiRequest);
  const given = params?.path === undefined ? undefined : ownOptions(params.path, 'init.params.path', refuseApiRequest);
  for (const [, name] of path.matchAll(PLACEHOLDER)) {
    const value = given?.[name as string];
    if (value === undefined || value === null || value === '')
      refuseApiRequest(`params.path.${name}`, `a value for {${name}} of ${method} ${path}`, value);
    // Encoded as one segment, every other value stays one; these two would move the request
    // to another endpoint (`DELETE …/groups/..` is `DELETE` of the tenant itself).
    if (value === '.' || value === '..')
      refuseApiRequest(
        `params.path.${name}`,
        `a value for {${name}} other than "." or ".." (a dot segment names another endpoint)`,
        value,
      );
  }
  return own;
}

/**
 * `paginate` over a client's `call`: the walk's options checked at once, then its pages, each
 * `GET` with the list's query and the cursor that comes next.
 */
function paginateWith(call: Call, path: string, init: unknown): Paginated<unknown, unknown> {
  const { maxPages, signal, ...own } = checkInit('GET', path, init);
  whole(maxPages, 'init.maxPages', refuseApiRequest, 1, Number.MAX_SAFE_INTEGER, 'a whole number of pages');
  // Each page's request gets a signal of its own that follows this one (see paginated).
  signalOption(signal, 'init.signal', refuseApiRequest);
  const params = own.params === undefined ? {} : { ...(own.params as Record<string, unknown>) };
  const query = params.query === undefined ? {} : ownOptions(params.query, 'init.params.query', refuseApiRequest);
  checkPageable(query);
  const start = query.after === undefined || query.after === null ? undefined : String(query.after);
  const fetchPage = async (after: string | undefined, pageSignal: AbortSignal | undefined) =>
    (
      await call('GET', path, {
        ...own,
        signal: pageSignal,
        params: { ...params, query: after === undefined ? query : { ...query, after } },
      })
    ).data;
  return paginated(fetchPage, `GET ${path}`, start, {
    maxPages: maxPages as number | undefined,
    signal: signal as AbortSignal | undefined,
  });
}

/** How the client sends one request: openapi-fetch's `request`, untyped. */
type SendRequest = (
  method: string,
  path: string,
  init: Record<string, unknown>,
) => Promise<{ data?: unknown; response: Response }>;

/**
 * One call of the client: the init checked, the request sent through the transport (auth,
 * retries, redirects, middleware), and a failure that is not the service's own told apart.
 */
function createCall(request: SendRequest, transport: ReturnType<typeof createTransport>): Call {
  let requests = 0;
  return async (method, path, init) => {
    const own = checkInit(method, path, init);
    // Per call, so that a failure can be told apart: before an answer, the request could not
    // be built (INVALID_REQUEST); after one, its body could not be read (INVALID_RESPONSE).
    let answered: Response | undefined;
    requests += 1;
    const context = { schemaPath: path, params: (own.params ?? {}) as MiddlewareRequestParams, id: String(requests) };
    const fetchOnce = async (built: Request) => {
      answered = await transport(built, context);
      return answered;
    };
    try {
      const { data, response } = await request(method, path, { ...own, fetch: fetchOnce });
      return { data, response };
    } catch (error) {
      if (error instanceof ApiError) throw error;
      const reason = error instanceof Error ? error.message : String(error);
      if (answered) {
        throw new ApiError(
          'INVALID_RESPONSE',
          `${method} ${path}: the ${answered.status} response's body could not be read as asked (${reason})`,
          {
            status: answered.status,
            cause: error,
          },
        );
      }
      throw new ApiError('INVALID_REQUEST', `${method} ${path} could not be sent as given: ${reason}`, {
        cause: error,
      });
    }
  };
}

/** The client's `GET`, `PUT`, `POST`, `PATCH` and `DELETE`, each a call with its method. */
function methodsOf(call: Call) {
  const method =
    (name: string) =>
    (path: string, init?: unknown): Promise<{ data: unknown; response: Response }> =>
      call(name, path, init);
  return {
    GET: method('GET'),
    PUT: method('PUT'),
    POST: method('POST'),
    PATCH: method('PATCH'),
    DELETE: method('DELETE'),
  };
}

/**
 * Builds a client on the given clock (the tests' virtual one, or real time).
 *
 * @internal
 */
export function buildPlatformClient<Paths = PlatformPaths>(
  options: PlatformClientOptions,
  timing: Timing,
): PlatformClient<Paths> {
  const resolved = resolveOptions(options);
  const middleware = new MiddlewareList();
  const transport = createTransport(resolved, timing, middleware);
  const client = createClient<Record<string, never>>({ baseUrl: resolved.baseUrl, credentials: resolved.credentials });
  const call = createCall(client.request as unknown as SendRequest, transport);
  const paginate = (path: string, init?: unknown) => paginateWith(call, path, init);
  const dbtSync = createDbtSyncApi({ call, paginate }, timing);
  const embed = createEmbedApi({ call, embedBaseUrl: resolved.embedBaseUrl });
  const use = (...added: Middleware[]) => middleware.add(added);
  const eject = (...removed: Middleware[]) => middleware.remove(removed);
  return Object.freeze({
    ...methodsOf(call),
    paginate,
    dbtSync,
    embed,
    use,
    eject,
  }) as unknown as PlatformClient<Paths>;
}

/**
 * Creates a client of the management and build API, typed by `Paths` (default: the paths
 * generated from `openapi/platform.yaml`; pass your own generated `paths` to type another
 * version of the service's document). Options are checked at once.
 *
 * @example
 * ```ts
 * import { createPlatformClient } from 'platform-embed/api';
 *
 * const api = createPlatformClient({ baseUrl: 'https://acme.example.com', token: process.env.PLATFORM_TOKEN! });
 * const { data } = await api.GET('/api/v1/deployments/{deploymentId}/reports', { params: { path: { deploymentId: 42 }, query: { first: 50 } } });
 * for await (const report of api.paginate('/api/v1/deployments/{deploymentId}/reports', { params: { path: { deploymentId: 42 } } })) console.log(report);
 * const { syncJobId } = await api.dbtSync.start(42, { branchName: 'dev' });
 * const done = await api.dbtSync.wait(42, syncJobId, { onProgress: (s) => console.log(s.status, s.progress.percentComplete) });
 * ```
 * @throws {@link ApiError} `INVALID_OPTIONS` naming the option and value (never the token).
 */
export function createPlatformClient<Paths = PlatformPaths>(options: PlatformClientOptions): PlatformClient<Paths> {
  return buildPlatformClient<Paths>(options, realTiming);
}
