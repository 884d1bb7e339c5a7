/**
 * The options of `createChatClient`, checked in one place (spec 4.2, 5.2, the reference): the
 * endpoints, the one authentication method and where it may be used, `fetch`, reconnection, the
 * timeouts and the line bound. Every refusal is `INVALID_OPTIONS` naming the option and value —
 * a secret never shown. The chat proxy (`platform-embed/chat/server`) checks its endpoint,
 * key, `fetch` and bounds with the same functions.
 *
 * @module
 * @internal
 */

import { ApiError } from '../http/api-error.js';
import { refuse } from '../http/refuse.js';
import { MAX_DELAY_MS } from '../internal/checks.js';
import { httpUrlOf } from '../internal/http-url.js';
import { inBrowser } from '../internal/in-browser.js';
import { MAX_LINE_BYTES } from './line-decoder.js';
import { checkSessionSettings } from './request.js';
import { ABORT_SEGMENT, STREAM_SEGMENT } from './rules.js';
import type { SessionSettings } from './types.js';

/** The chat endpoint of one agent: the chat URL shown in the agent settings, or its parts. */
export type ChatUrl =
  | string
  | URL
  /** The agent-scoped endpoint: `{chatBaseUrl}/api/v1/public/{accountName}/agents/{agentId}/chat/…`. API key or token. */
  | {
      /** The chat service's address: absolute http(s). */
      chatBaseUrl: string | URL;
      /** The account's name in the path. */
      accountName: string;
      /** The agent's id. */
      agentId: string;
      /** Not with `agentId`. */
      deploymentId?: never;
    }
  /**
   * The deployment-scoped endpoint, the deployment's own agent:
   * `{chatBaseUrl}/api/v1/public/{accountName}/deployments/{deploymentId}/chat/…`. A deployment
   * token only: an API key names no agent.
   */
  | {
      /** The chat service's address: absolute http(s). */
      chatBaseUrl: string | URL;
      /** The account's name in the path. */
      accountName: string;
      /** The deployment's id. */
      deploymentId: string | number;
      /** Not with `deploymentId`. */
      agentId?: never;
    };

/** How the client authenticates (spec 5.2): exactly one method. */
export type ChatAuth =
  /** A deployment token (a JWT), as `X-Platform-Auth-Token`; a function is called per request (to refresh it). Identity comes from the token. */
  | {
      /** The token, or a function that gives it (sync or async). */
      token: string | (() => string | Promise<string>);
      /** Not with `token`. */
      apiKey?: never;
      /** Not with `token`. */
      proxy?: never;
    }
  /**
   * An API key, as `Authorization: Api-Key <key>`: a server-side secret. Every request needs
   * `sessionSettings` (here, or per call) naming the user.
   */
  | {
      /** The API key. */
      apiKey: string;
      /** The user every request speaks for, unless a call names another (`send`'s `sessionSettings`). */
      sessionSettings?: SessionSettings;
      /** Not with `apiKey`. */
      token?: never;
      /** Not with `apiKey`. */
      proxy?: never;
    }
  /**
   * No credential at all: `url` is your own server's chat proxy (`createChatProxy` of
   * `platform-embed/chat/server`), which adds the API key and names the user. `url` may then be
   * a path such as `'/api/chat'` (resolved against the page's location; in Node an absolute URL),
   * under which `stream-chat-state` and `abort` are called. No `sessionSettings` are sent: the
   * proxy sets them.
   */
  | {
      /** `true`: the proxy at `url` holds the credential. */
      proxy: true;
      /** Not with `proxy`. */
      token?: never;
      /** Not with `proxy`. */
      apiKey?: never;
    };

/** Options of `createChatClient`. */
export interface ChatClientOptions {
  /**
   * The chat URL shown in the agent settings (`…/api/v1/public/<account>/agents/<agent>/chat/stream-chat-state`,
   * or a deployment's `…/deployments/<id>/chat/stream-chat-state`), or its parts. No user name
   * or password in it. With `auth: { proxy: true }`, the proxy's URL: `'/api/chat'` calls
   * `/api/chat/stream-chat-state` and `/api/chat/abort`.
   */
  url: ChatUrl;
  /**
   * How the client authenticates: a deployment token (browsers), an API key with the user's
   * `sessionSettings` (servers), or none through your server's chat proxy (browsers).
   */
  auth: ChatAuth;
  /** The `fetch` to use. Default: the global one. */
  fetch?: typeof fetch;
  /**
   * Re-sending a request whose answer was cut off (a dropped connection, a timeout, a
   * suspension): `attempts` in a row without progress (default 3) — progress being a message
   * or a `sort` the run did not have, or the final state — after `delayMs` (default 500),
   * doubling, with jitter; at most 50 re-sends in all. `false` never re-sends.
   */
  reconnect?:
    | {
        /** Re-sends in a row without progress. Default 3. */
        attempts?: number;
        /** Milliseconds before the first re-send of a row, doubled for each next. Default 500. */
        delayMs?: number;
      }
    | false;
  /**
   * `connectMs`: the longest wait for a response's headers (default 30 s); `idleMs`: the
   * longest silence within a response (default 5 minutes). Either is `TIMEOUT`, retryable: a run
   * re-sends. Every call honours them.
   */
  timeouts?: {
    /** The longest wait for a response's headers, in milliseconds. Default 30000. */
    connectMs?: number;
    /** The longest silence within a response, in milliseconds. Default 300000. */
    idleMs?: number;
  };
  /** The longest stream line read, in bytes (default 16 MiB): a longer one is `INVALID_RESPONSE`, never re-sent. */
  maxLineBytes?: number;
  /**
   * An API key in a browser is readable by every script of the page and every user: it is
   * refused in any browser context — a page or a worker — (`INVALID_OPTIONS`) unless this is
   * `true`. Use a deployment token in browsers.
   */
  dangerouslyAllowApiKeyInBrowser?: boolean;
}

/** A client's options, checked and completed with their defaults. */
export interface ChatConfig {
  readonly streamUrl: URL;
  readonly abortUrl: URL;
  /** The credential: a token (or its provider), an API key with the default user, or none (a proxy adds it). */
  readonly auth:
    | { readonly token: string | (() => string | Promise<string>) }
    | { readonly apiKey: string; readonly sessionSettings: SessionSettings | undefined }
    | { readonly proxy: true };
  readonly fetch: typeof fetch;
  readonly reconnect: { readonly attempts: number; readonly delayMs: number };
  readonly timeouts: { readonly connectMs: number; readonly idleMs: number };
  readonly maxLineBytes: number;
}

/** Default bounds (see {@link ChatClientOptions.timeouts}). */
export const DEFAULT_TIMEOUTS = Object.freeze({ connectMs: 30_000, idleMs: 300_000 });

/** Default reconnection (see {@link ChatClientOptions.reconnect}). */
export const DEFAULT_RECONNECT = Object.freeze({ attempts: 3, delayMs: 500 });

/** An object's own properties, on an object without prototype: a polluted `Object.prototype` supplies no option. */
const own = (value: object): Record<string, unknown> => Object.assign(Object.create(null), value) as Record<string, unknown>;

/**
 * Checks a credential as a header value: a non-empty string of visible ASCII — a CR or LF would
 * split the header (and `fetch` refuses it late, as a network failure), other characters are
 * no token's. Never shows it.
 */
export function checkCredential(value: unknown, what: string): string {
  if (typeof value !== 'string' || value === '') refuse('INVALID_OPTIONS', what, 'a non-empty string', '(not shown)');
  if (!/^[\x21-\x7e]+$/.test(value)) {
    throw new ApiError('INVALID_OPTIONS', `${what}: expected visible ASCII characters only (no space, line break or control character), got a value that has others (not shown)`);
  }
  return value;
}

/** An absolute http(s) URL without user name or password, as given as a string or `URL`. */
function httpUrl(value: unknown, what: string): URL {
  const url = httpUrlOf(value);
  if (!url) refuse('INVALID_OPTIONS', what, 'an absolute http(s) URL', value);
  if (url.username !== '' || url.password !== '') {
    // The URL is shown without them: a password must not reach a message.
    url.username = '';
    url.password = '';
    throw new ApiError('INVALID_OPTIONS', `${what}: expected no user name or password in the URL (authenticate with auth), got ${url.href.replace('//', '//***@')}`);
  }
  return url;
}

/** A path segment option: a non-empty string (or, for a deployment, a whole number), percent-encoded. */
function segment(value: unknown, what: string, rule: string, numbers = false): string {
  if ((typeof value === 'string' && value !== '') || (numbers && Number.isInteger(value) && (value as number) >= 0)) return encodeURIComponent(String(value));
  refuse('INVALID_OPTIONS', what, rule, value);
}

/** The stream URL, from the chat URL or its parts, and whether it is deployment-scoped. */
function endpoint(value: unknown): { url: URL; deployment: boolean } {
  if (typeof value === 'object' && value !== null && !(value instanceof URL)) {
    const parts = own(value);
    const account = segment(parts.accountName, 'url.accountName', 'the account name');
    const base = httpUrl(parts.chatBaseUrl, 'url.chatBaseUrl');
    if ((parts.agentId === undefined) === (parts.deploymentId === undefined)) refuse('INVALID_OPTIONS', 'url', 'exactly one of agentId and deploymentId', value);
    const scope =
      parts.agentId !== undefined
        ? `agents/${segment(parts.agentId, 'url.agentId', 'the agent id')}`
        : `deployments/${segment(parts.deploymentId, 'url.deploymentId', 'the deployment id', true)}`;
    const url = new URL(`${base.pathname.replace(/\/+$/, '')}/api/v1/public/${account}/${scope}/chat/${STREAM_SEGMENT}`, base);
    return { url, deployment: parts.deploymentId !== undefined };
  }
  const url = httpUrl(value, 'url');
  if (!url.pathname.endsWith(`/${STREAM_SEGMENT}`)) refuse('INVALID_OPTIONS', 'url', `the chat URL of the agent settings, ending in /chat/${STREAM_SEGMENT}`, url.href);
  return { url, deployment: /\/deployments\/[^/]+\/chat\/[^/]+$/.test(url.pathname) };
}

/**
 * The stream URL under a chat proxy's URL: absolute, or — in a browser, a page or a worker —
 * relative to its location (`'/api/chat'`); `…/stream-chat-state` itself, or the path under
 * which it is (`/api/chat` → `/api/chat/stream-chat-state`).
 */
function proxyEndpoint(value: unknown): URL {
  const rule = 'the URL of your chat proxy: absolute, or in a browser a path such as "/api/chat"';
  if (typeof value === 'object' && value !== null && !(value instanceof URL)) refuse('INVALID_OPTIONS', 'url', rule, value);
  const base = inBrowser() ? (globalThis as { location?: { href?: unknown } }).location?.href : undefined;
  let url = httpUrlOf(value);
  if (!url && typeof value === 'string' && value !== '' && typeof base === 'string') {
    try {
      url = httpUrlOf(new URL(value, base));
    } catch {
      // refused below
    }
  }
  url = httpUrl(url ?? refuse('INVALID_OPTIONS', 'url', rule, value), 'url');
  if (!url.pathname.endsWith(`/${STREAM_SEGMENT}`)) url.pathname = `${url.pathname.replace(/\/+$/, '')}/${STREAM_SEGMENT}`;
  return url;
}

/** The abort URL: the stream URL with `stream-chat-state` replaced by `abort` (spec 4.2). */
function abortUrlOf(stream: URL): URL {
  const url = new URL(stream.href);
  url.pathname = `${url.pathname.slice(0, -STREAM_SEGMENT.length)}${ABORT_SEGMENT}`;
  return url;
}

/** The chat endpoints of one agent (spec 4.2): stream and abort URLs, and whether they are deployment-scoped. */
export interface ChatEndpoints {
  readonly streamUrl: URL;
  readonly abortUrl: URL;
  /** Deployment-scoped (`…/deployments/<id>/chat/…`): a deployment token only. */
  readonly deployment: boolean;
}

/**
 * The endpoints of a `url` option: the chat URL of the agent settings or its parts, or (`proxy`)
 * a chat proxy's URL.
 * @throws {@link ApiError} `INVALID_OPTIONS` naming the option and its value (never a password).
 */
export function chatEndpoints(value: unknown, proxy = false): ChatEndpoints {
  const { url: streamUrl, deployment } = proxy ? { url: proxyEndpoint(value), deployment: false } : endpoint(value);
  return { streamUrl, abortUrl: abortUrlOf(streamUrl), deployment };
}

/** A whole number option within bounds, or its default. */
function whole(value: unknown, what: string, min: number, max: number, fallback: number): number {
  if (value === undefined) return fallback;
  if (!Number.isInteger(value) || (value as number) < min || (value as number) > max) refuse('INVALID_OPTIONS', what, `a whole number from ${min} to ${max}`, value);
  return value as number;
}

/** An options object of its own properties, or `INVALID_OPTIONS`. */
function group(value: unknown, what: string, rule: string): Record<string, unknown> {
  if (value === undefined) return own({});
  if (typeof value !== 'object' || value === null) refuse('INVALID_OPTIONS', what, rule, value);
  return own(value);
}

/** The `fetch` option, or the global one: `INVALID_OPTIONS` when neither is a function. */
export function fetchOption(value: unknown): typeof fetch {
  const doFetch = (value as typeof fetch | undefined) ?? globalThis.fetch?.bind(globalThis);
  if (typeof doFetch !== 'function') refuse('INVALID_OPTIONS', 'fetch', 'a fetch function (none is global here)', value);
  return doFetch;
}

/** The `timeouts` option (see {@link ChatClientOptions.timeouts}), completed with its defaults. */
export function timeoutsOption(value: unknown): ChatConfig['timeouts'] {
  const timeouts = group(value, 'timeouts', '{ connectMs, idleMs }');
  return {
    connectMs: whole(timeouts.connectMs, 'timeouts.connectMs', 1, MAX_DELAY_MS, DEFAULT_TIMEOUTS.connectMs),
    idleMs: whole(timeouts.idleMs, 'timeouts.idleMs', 1, MAX_DELAY_MS, DEFAULT_TIMEOUTS.idleMs),
  };
}

/** The `maxLineBytes` option (see {@link ChatClientOptions.maxLineBytes}), or its default. */
export const maxLineBytesOption = (value: unknown): number => whole(value, 'maxLineBytes', 1, 2 ** 30, MAX_LINE_BYTES);

/**
 * Checks the options of `createChatClient` and completes them with their defaults.
 * @throws {@link ApiError} `INVALID_OPTIONS` naming the option and its value (a secret not shown).
 */
export function chatConfig(options: unknown): ChatConfig {
  if (typeof options !== 'object' || options === null) refuse('INVALID_OPTIONS', 'options', 'an object', options);
  const given = own(options);

  const auth = typeof given.auth === 'object' && given.auth !== null ? own(given.auth) : undefined;
  const methods = auth ? [auth.token, auth.apiKey, auth.proxy].filter((method) => method !== undefined).length : 0;
  if (!auth || methods !== 1) refuse('INVALID_OPTIONS', 'auth', 'exactly one of { token }, { apiKey } and { proxy: true }', given.auth);
  if (auth.proxy !== undefined && auth.proxy !== true) refuse('INVALID_OPTIONS', 'auth.proxy', 'true', auth.proxy);
  const { streamUrl, abortUrl, deployment } = chatEndpoints(given.url, auth.proxy === true);
  let credential: ChatConfig['auth'];
  if (auth.proxy === true) {
    credential = { proxy: true };
  } else if (auth.token !== undefined) {
    credential = { token: typeof auth.token === 'function' ? (auth.token as () => string | Promise<string>) : checkCredential(auth.token, 'auth.token') };
  } else {
    const apiKey = checkCredential(auth.apiKey, 'auth.apiKey');
    if (inBrowser() && given.dangerouslyAllowApiKeyInBrowser !== true) {
      throw new ApiError(
        'INVALID_OPTIONS',
        'auth.apiKey: expected no API key in a browser (a page or a worker), where every script and user can read it: use a deployment token ({ token }), a server proxy ({ proxy: true }), or set dangerouslyAllowApiKeyInBrowser',
      );
    }
    if (deployment) refuse('INVALID_OPTIONS', 'auth', 'a deployment token ({ token }): the deployment-scoped endpoint takes no API key, which names no agent', '{ apiKey }');
    const settings = auth.sessionSettings === undefined ? undefined : checkSessionSettings(auth.sessionSettings, 'auth.sessionSettings', 'INVALID_OPTIONS');
    credential = { apiKey, sessionSettings: settings };
  }

  const reconnect = given.reconnect === false ? false : group(given.reconnect, 'reconnect', '{ attempts, delayMs } or false');
  return {
    streamUrl,
    abortUrl,
    auth: credential,
    fetch: fetchOption(given.fetch),
    reconnect:
      reconnect === false
        ? { attempts: 0, delayMs: 0 }
        : {
            attempts: whole(reconnect.attempts, 'reconnect.attempts', 0, 50, DEFAULT_RECONNECT.attempts),
            delayMs: whole(reconnect.delayMs, 'reconnect.delayMs', 0, MAX_DELAY_MS, DEFAULT_RECONNECT.delayMs),
          },
    timeouts: timeoutsOption(given.timeouts),
    maxLineBytes: maxLineBytesOption(given.maxLineBytes),
  };
}
