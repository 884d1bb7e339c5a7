/**
 * `createChatProxy`: the chat API for browsers, through your server — which holds the API key and
 * says who the user is. A standard `Request → Response` handler.
 *
 * @module
 */

import { ApiError } from '../../http/api-error.js';
import { redirectTarget } from '../../http/errors-of.js';
import { redactedText, type SecretSearch, secretSearch } from '../../http/redacted.js';
import { refuseApiOption } from '../../http/refuse.js';
import { whenAborted } from '../../http/timing.js';
import { describeThrown, expected } from '../../internal/describe.js';
import { isRecord } from '../../internal/is-record.js';
import { abortUserOf, checkChatId, checkChatRequest, checkSessionSettings } from '../request.js';
import type { SessionSettings } from '../types.js';
import { endpointOf, jsonBodyOf, type ProxyEndpoint } from './browser-request.js';
import { passThrough } from './pass-through.js';
import { type ChatBranch, type ChatProxyOptions, type ProxyConfig, proxyConfig } from './proxy-options.js';
import { errorResponse, ProxyRefusal } from './refusal.js';

export type { ChatBranch, ChatProxyOptions } from './proxy-options.js';

/** A standard request handler: a Next.js route handler as it is, and Node's `http` through `toNodeHandler`. */
export type ChatProxyHandler = (request: Request) => Promise<Response>;

/** The headers of the service's answer handed on to the browser; no other (no cookie, no encoding of a body already decoded). */
const PASSED_HEADERS = ['content-type', 'retry-after', 'x-request-id'] as const;

/**
 * The fields of a question that are the app's to choose, never the browser's, each with the
 * proxy's option that chooses it: the branch the agent queries, and whether it may author in
 * the workspace (a permission).
 */
const APP_FIELDS = {
  activeBranchName: ['branch', 'the branch'],
  isDefaultBranch: ['branch', 'the branch'],
  allowChatWorkspaceAuthoring: ['allowChatWorkspaceAuthoring', 'whether the agent may author in the workspace'],
} as const satisfies Record<string, readonly [keyof ProxyConfig, string]>;

/** What the app chooses of a question: its branch and whether the agent may author in the workspace. */
type AppFields = Partial<ChatBranch> & { allowChatWorkspaceAuthoring?: boolean };

/** What the proxy says of an answer of the app's `branch` function it refuses. */
const BRANCH_ANSWER = 'branch (as the chat proxy’s branch function returned it)';

/** What the proxy says of an answer of the app's `allowChatWorkspaceAuthoring` function it refuses. */
const AUTHORING_ANSWER =
  'allowChatWorkspaceAuthoring (as the chat proxy’s allowChatWorkspaceAuthoring function returned it)';

/**
 * The app's answer of which branch a question queries, checked: `{ activeBranchName,
 * isDefaultBranch? }` (as the fields are sent), or `undefined` for none.
 * @throws {@link ApiError} `INVALID_OPTIONS` naming the field.
 */
function checkBranch(answer: unknown): ChatBranch | undefined {
  if (answer === undefined) return undefined;
  if (!isRecord(answer))
    refuseApiOption(BRANCH_ANSWER, 'an object { activeBranchName, isDefaultBranch? }, or undefined for none', answer);
  const { activeBranchName, isDefaultBranch, ...others } = answer;
  for (const [name, value] of Object.entries(others))
    refuseApiOption(`${BRANCH_ANSWER}.${name}`, 'no field but activeBranchName and isDefaultBranch', value);
  if (typeof activeBranchName !== 'string' || activeBranchName.trim() === '')
    refuseApiOption(`${BRANCH_ANSWER}.activeBranchName`, 'a branch name, a non-empty string', activeBranchName);
  if (isDefaultBranch !== undefined && typeof isDefaultBranch !== 'boolean')
    refuseApiOption(`${BRANCH_ANSWER}.isDefaultBranch`, 'a boolean, or none', isDefaultBranch);
  return isDefaultBranch === undefined ? { activeBranchName } : { activeBranchName, isDefaultBranch };
}

/** Runs one of the app's functions: its answer, or the `Response` it threw to answer with instead. */
async function fromApp<T>(call: () => T | Promise<T>): Promise<T | Response> {
  try {
    return await call();
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

/** What `check` returns; a rule it refuses (`INVALID_REQUEST`, naming the field) becomes a 400. */
function refusedAs400<T>(check: () => T): T {
  try {
    return check();
  } catch (error) {
    if (error instanceof ApiError) throw new ProxyRefusal(400, error.message);
    throw error;
  }
}

/**
 * Creates the chat proxy: the handler of `POST …/stream-chat-state` and `POST …/abort` under
 * any path (the last segment of the path decides), for the browser's chat client with
 * `auth: { proxy: true }`. For each request it:
 *
 * 1. refuses, before anything goes to the service, a path it does not know (404), a method
 *    other than POST (405), and a body that is not a JSON object of at most `maxBodyBytes`
 *    sent as `application/json` or that breaks the chat request rules the client applies — a
 *    bad `messageId`, an abort without `chatId`… (400): a JSON `{ error }` naming the field;
 * 2. replaces `sessionSettings` with those of {@link ChatProxyOptions.sessionSettings} (an abort
 *    names their `externalId`): a browser never chooses who it is; nor which development branch
 *    of the data model is queried — `activeBranchName` / `isDefaultBranch` are the answer of
 *    {@link ChatProxyOptions.branch}, and without that option a question naming either is a 400;
 *    fields the chat API does not know are not passed on;
 * 3. sends it to the service with `Authorization: Api-Key <key>` — within `timeouts.connectMs`
 *    (else 504), never following a redirect to another origin (502) — and answers with the
 *    service's status and its body as it streams, line by line, unbuffered, the key redacted
 *    from any line that quotes it (an error body too).
 *
 * A browser that goes away — the answer's body cancelled by the server it runs in — cancels the
 * request to the service, but aborts nothing: the answer goes on there and the client can
 * re-attach to it. The request's `signal` is never read (Deno warns as soon as it is). An abort is the browser's own
 * call. The
 * key is never logged, and never in a response byte, header or message.
 *
 * @example Next.js (app router)
 * In `app/api/chat/[...path]/route.ts`:
 * ```ts
 * import { createChatProxy } from 'platform-embed/chat/server';
 *
 * export const POST = createChatProxy({
 *   url: process.env.PLATFORM_CHAT_URL!,
 *   apiKey: process.env.PLATFORM_API_KEY!,
 *   sessionSettings: async () => ({ externalId: (await currentUser()).id }),
 * });
 * // In the browser: createChatClient({ url: '/api/chat', auth: { proxy: true } })
 * ```
 * @throws {@link ApiError} `INVALID_OPTIONS` naming the option (the key never shown); in a browser, always.
 */
export function createChatProxy(options: ChatProxyOptions): ChatProxyHandler {
  const proxy = new ChatProxy(proxyConfig(options));
  return (request) => proxy.handle(request);
}

/** {@link createChatProxy} in named steps: the browser's request checked, the user named, the service's answer passed on. */
class ChatProxy {
  readonly #config: ProxyConfig;
  /** Every form of the key, as text would quote it. */
  readonly #secret: SecretSearch | undefined;

  constructor(config: ProxyConfig) {
    this.#config = config;
    this.#secret = secretSearch(config.apiKey);
  }

  async handle(request: Request): Promise<Response> {
    try {
      const endpoint = endpointOf(request);
      const body = await jsonBodyOf(request, {
        maxBytes: this.#config.maxBodyBytes,
        idleMs: this.#config.timeouts.idleMs,
      });
      const fields = this.#fieldsOf(endpoint, body);
      const settings = await this.#settingsOf(request);
      if (settings instanceof Response) return settings;
      const chosen = endpoint === 'stream' ? await this.#appFieldsOf(request) : {};
      if (chosen instanceof Response) return chosen;
      return await this.#forward(endpoint, this.#upstreamBody(endpoint, fields, settings, chosen));
    } catch (error) {
      if (error instanceof ProxyRefusal)
        return errorResponse(error.status, error.message, this.#config.apiKey, error.headers);
      throw error;
    }
  }

  /**
   * What the browser asks, by the chat client's own rules: its fields alone (`sessionSettings`
   * and unknown fields left out), or a 400 naming the field. A question's branch is the app's:
   * without the `branch` option a browser naming one is refused; with it, what the browser named
   * is left out (the app's answer replaces it).
   */
  #fieldsOf(endpoint: ProxyEndpoint, body: Record<string, unknown>): object {
    if (endpoint === 'abort') return refusedAs400(() => ({ chatId: checkChatId(body.chatId) }));
    for (const [name, [option, what]] of Object.entries(APP_FIELDS)) {
      if (Object.hasOwn(body, name) && this.#config[option] === undefined) {
        throw new ProxyRefusal(
          400,
          expected(
            name,
            `none from the browser: the app’s server chooses ${what} (createChatProxy’s ${option} option)`,
            body[name],
          ),
        );
      }
    }
    return refusedAs400(() =>
      checkChatRequest({
        ...body,
        activeBranchName: undefined,
        isDefaultBranch: undefined,
        allowChatWorkspaceAuthoring: undefined,
      }),
    );
  }

  /** The user, by the app: its settings checked (`INVALID_OPTIONS` rejects the handler), or the `Response` it threw. */
  async #settingsOf(request: Request): Promise<SessionSettings | Response> {
    const settings = await fromApp(() => this.#config.sessionSettings(request));
    if (settings instanceof Response) return settings;
    return checkSessionSettings(
      settings,
      'sessionSettings (as the chat proxy’s sessionSettings function returned them)',
      refuseApiOption,
    );
  }

  /**
   * What the app chooses of a question: its branch (none without the `branch` option) and
   * whether the agent may author in the workspace (none without that option), each checked
   * (`INVALID_OPTIONS` rejects the handler) — or the `Response` one of its functions threw.
   */
  async #appFieldsOf(request: Request): Promise<AppFields | Response> {
    const { branch, allowChatWorkspaceAuthoring: authoring } = this.#config;
    const answer = branch ? await fromApp(() => branch(request)) : undefined;
    if (answer instanceof Response) return answer;
    const chosen: AppFields = { ...checkBranch(answer) };
    const allowed: unknown = typeof authoring === 'function' ? await fromApp(() => authoring(request)) : authoring;
    if (allowed instanceof Response) return allowed;
    if (allowed !== undefined && typeof allowed !== 'boolean')
      refuseApiOption(AUTHORING_ANSWER, 'a boolean, or undefined for none', allowed);
    if (allowed !== undefined) chosen.allowChatWorkspaceAuthoring = allowed;
    return chosen;
  }

  /**
   * The body sent to the service: the browser's fields with the app's user — all of its
   * settings and the app's branch for a stream; its `externalId` for an abort, whose endpoint
   * knows external users only (an internal user's abort is a 400, as the client refuses it).
   */
  #upstreamBody(endpoint: ProxyEndpoint, fields: object, settings: SessionSettings, chosen: AppFields): object {
    if (endpoint === 'stream') return { ...fields, ...chosen, sessionSettings: settings };
    return { ...fields, sessionSettings: refusedAs400(() => abortUserOf(settings.externalId)) };
  }

  /**
   * POSTs `body` to the service and answers with what it answers. A failure to get an answer is
   * the proxy's own: 504 for `connectMs`, 502 otherwise.
   *
   * The browser's request's `signal` is never read (Deno warns of it as soon as it is): a browser
   * that goes away is seen by the answer's body being cancelled, which aborts the service's
   * request (see `#answer`).
   */
  async #forward(endpoint: ProxyEndpoint, body: object): Promise<Response> {
    const { connectMs } = this.#config.timeouts;
    const what = endpoint === 'stream' ? 'The chat request' : 'The abort request';
    const control = new AbortController();
    const timer = setTimeout(
      () =>
        control.abort(
          new ApiError(
            'TIMEOUT',
            `${what}: no response from the chat service within ${connectMs} ms (timeouts.connectMs)`,
          ),
        ),
      connectMs,
    );
    let response: Response;
    try {
      response = await this.#post(
        endpoint === 'stream' ? this.#config.streamUrl : this.#config.abortUrl,
        body,
        what,
        control.signal,
      );
    } catch (caught) {
      return this.#failure(control.signal.aborted ? control.signal.reason : caught);
    } finally {
      clearTimeout(timer);
    }
    return this.#answer(response, control);
  }

  /** The POST, following a same-origin 307/308 and no other redirect (as the client's requests). */
  async #post(target: URL, body: object, what: string, signal: AbortSignal): Promise<Response> {
    const aborted = whenAborted(signal);
    try {
      const init: RequestInit = {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/x-ndjson, application/json',
          authorization: `Api-Key ${this.#config.apiKey}`,
        },
        body: JSON.stringify(body),
        redirect: 'manual',
        signal,
      };
      let url = target;
      for (let hops = 0; ; hops += 1) {
        const response = await Promise.race([this.#config.fetch(url, init), aborted.promise]);
        const next = redirectTarget(response, url, what, hops);
        if (!next) return response;
        void response.body?.cancel().catch(() => undefined);
        url = next;
      }
    } finally {
      aborted.dispose();
    }
  }

  /** The service's answer as the browser gets it: its status, a few of its headers, its body passed through. */
  #answer(response: Response, control: AbortController): Response {
    const headers = new Headers({ 'x-content-type-options': 'nosniff' });
    for (const name of PASSED_HEADERS) {
      const value = response.headers.get(name);
      if (value !== null) headers.set(name, redactedText(value, [this.#config.apiKey]));
    }
    // A stream must reach the browser as it comes: nothing between may store, compress or buffer it.
    headers.set('cache-control', response.ok ? 'no-cache, no-transform' : 'no-store');
    if (response.ok) headers.set('x-accel-buffering', 'no');
    if (!response.body || response.status === 204 || response.status === 205 || response.status === 304) {
      void response.body?.cancel().catch(() => undefined);
      return new Response(null, { status: response.status, headers });
    }
    const body = passThrough(response.body, {
      secret: this.#secret,
      maxLineBytes: this.#config.maxLineBytes,
      idleMs: this.#config.timeouts.idleMs,
      signal: control.signal,
      stream: response.ok,
      // The browser stopped reading, or went away: the service's request is let go.
      onCancel: () => control.abort(new DOMException('The browser stopped reading', 'AbortError')),
    });
    return new Response(body, { status: response.status, headers });
  }

  /** The proxy's answer when the service gave none: 504 for a timeout, 502 otherwise. */
  #failure(reason: unknown): Response {
    if (reason instanceof ApiError && reason.code === 'TIMEOUT')
      return errorResponse(504, reason.message, this.#config.apiKey);
    // A redirect refused names the origin it pointed to; a network failure says what failed.
    const message =
      reason instanceof ApiError
        ? reason.message
        : `The chat request could not reach the chat service: ${describeThrown(reason)}`;
    return errorResponse(502, message, this.#config.apiKey);
  }
}
