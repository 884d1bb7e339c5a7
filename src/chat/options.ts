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

import { checkApiKeyPlace, checkCredential, fetchOption } from '../http/credential.js';
import { callOptions, refuseApiOption } from '../http/refuse.js';
import { milliseconds, ownOptions, whole } from '../internal/checks.js';
import { httpUrlOf } from '../internal/http-url.js';
import { inBrowser } from '../internal/in-browser.js';
import { isRecord } from '../internal/is-record.js';
import { deploymentId, pathSegment, serviceUrl } from '../internal/service-url.js';
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
   * longest wait for the next complete line of a response (default 5 minutes; bytes without a
   * newline do not count). Either is `TIMEOUT`, retryable: a run
   * re-sends. Every call honours them.
   */
  timeouts?: {
    /** The longest wait for a response's headers, in milliseconds. Default 30000. */
    connectMs?: number;
    /** The longest wait for the next complete line of a response, in milliseconds. Default 300000. */
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

// The defaults of ChatClientOptions, each a number of its own (not an object's fields): the
// minifier writes a number where it is used, an object's field it cannot.

/** The default of {@link ChatClientOptions.timeouts} `connectMs`: 30 s. */
const DEFAULT_CONNECT_MS = 30_000;

/** The default of {@link ChatClientOptions.timeouts} `idleMs`: 5 minutes. */
const DEFAULT_IDLE_MS = 300_000;

/** The default of {@link ChatClientOptions.reconnect} `attempts`. */
const DEFAULT_ATTEMPTS = 3;

/** The default of {@link ChatClientOptions.reconnect} `delayMs`. */
const DEFAULT_DELAY_MS = 500;

/** A chat endpoint's URL (`url`, `url.chatBaseUrl`): absolute http(s), no user name or password. */
const httpUrl = (value: unknown, what: string): URL => serviceUrl(value, what, refuseApiOption);

/** A path segment of the chat URL's parts (see `pathSegment`); a deployment's id may be given as its number too. */
const segment = (value: unknown, what: string): string =>
  typeof value === 'number'
    ? String(deploymentId(value, what, refuseApiOption))
    : pathSegment(value, what, refuseApiOption);

/** The chat endpoints of one agent (spec 4.2): stream and abort URLs, and whether they are deployment-scoped. */
export interface ChatEndpoints {
  readonly streamUrl: URL;
  readonly abortUrl: URL;
  /** Deployment-scoped (`…/deployments/<id>/chat/…`): a deployment token only. */
  readonly deployment: boolean;
}

/** The endpoints of a stream URL: the abort URL is the same with `stream-chat-state` replaced by `abort` (spec 4.2). */
function endpointsOf(streamUrl: URL, deployment: boolean): ChatEndpoints {
  const abortUrl = new URL(streamUrl);
  abortUrl.pathname = `${abortUrl.pathname.slice(0, -STREAM_SEGMENT.length)}${ABORT_SEGMENT}`;
  return { streamUrl, abortUrl, deployment };
}

/**
 * The endpoints of a `url` option naming the service: the chat URL of the agent settings or its
 * parts. (Apart from {@link proxyEndpoints} rather than one function with a flag: the chat
 * proxy, which takes only this form, does not carry the reading of a proxy's URL.)
 * @throws {@link ApiError} `INVALID_OPTIONS` naming the option and its value (never a password).
 */
export function chatEndpoints(value: unknown): ChatEndpoints {
  if (typeof value === 'object' && value !== null && !(value instanceof URL)) {
    const parts = ownOptions(value, 'url', refuseApiOption);
    const account = segment(parts.accountName, 'url.accountName');
    const base = httpUrl(parts.chatBaseUrl, 'url.chatBaseUrl');
    if ((parts.agentId === undefined) === (parts.deploymentId === undefined))
      refuseApiOption('url', 'exactly one of agentId and deploymentId', value);
    const scope =
      parts.agentId !== undefined
        ? `agents/${segment(parts.agentId, 'url.agentId')}`
        : `deployments/${segment(parts.deploymentId, 'url.deploymentId')}`;
    const url = new URL(
      `${base.pathname.replace(/\/+$/, '')}/api/v1/public/${account}/${scope}/chat/${STREAM_SEGMENT}`,
      base,
    );
    return endpointsOf(url, parts.deploymentId !== undefined);
  }
  const url = httpUrl(value, 'url');
  if (!url.pathname.endsWith(`/${STREAM_SEGMENT}`))
    refuseApiOption('url', `the chat URL of the agent settings, ending in /chat/${STREAM_SEGMENT}`, url.href);
  return endpointsOf(url, /\/deployments\/[^/]+\/chat\/[^/]+$/.test(url.pathname));
}

/**
 * The endpoints of a `url` option naming a chat proxy (`auth: { proxy: true }`), never
 * deployment-scoped: its URL absolute, or — in a browser, a page or a worker — relative to its
 * location (`'/api/chat'`); `…/stream-chat-state` itself, or the path under which it is
 * (`/api/chat` → `/api/chat/stream-chat-state`).
 */
function proxyEndpoints(value: unknown): ChatEndpoints {
  const rule = 'the URL of your chat proxy: absolute, or in a browser a path such as "/api/chat"';
  if (typeof value === 'object' && value !== null && !(value instanceof URL)) refuseApiOption('url', rule, value);
  const base = inBrowser() ? (globalThis as { location?: { href?: unknown } }).location?.href : undefined;
  // A path resolved against the page, but never '': that would be the page itself.
  const resolved =
    httpUrlOf(value) ?? (value !== '' && typeof base === 'string' ? httpUrlOf(value, undefined, base) : undefined);
  const url = httpUrl(resolved ?? refuseApiOption('url', rule, value), 'url');
  if (!url.pathname.endsWith(`/${STREAM_SEGMENT}`))
    url.pathname = `${url.pathname.replace(/\/+$/, '')}/${STREAM_SEGMENT}`;
  return endpointsOf(url, false);
}

/** An options object of its own properties (none when undefined), or `INVALID_OPTIONS` saying `rule`. */
const group = (value: unknown, what: string, rule: string): Record<string, unknown> =>
  callOptions(value, what, refuseApiOption, rule);

/** The `timeouts` option (see {@link ChatClientOptions.timeouts}), completed with its defaults. */
export function timeoutsOption(value: unknown): ChatConfig['timeouts'] {
  const timeouts = group(value, 'timeouts', '{ connectMs, idleMs }');
  return {
    connectMs: milliseconds(timeouts.connectMs, 'timeouts.connectMs', refuseApiOption, 1) ?? DEFAULT_CONNECT_MS,
    idleMs: milliseconds(timeouts.idleMs, 'timeouts.idleMs', refuseApiOption, 1) ?? DEFAULT_IDLE_MS,
  };
}

/** A byte bound option (`maxLineBytes`, the proxy's `maxBodyBytes`): a whole number from 1 to 1 GiB, or `fallback` when undefined. */
export const bytesOption = (value: unknown, what: string, fallback: number): number =>
  whole(value, what, refuseApiOption, 1, 2 ** 30) ?? fallback;

/** The `maxLineBytes` option (see {@link ChatClientOptions.maxLineBytes}), or its default. */
export const maxLineBytesOption = (value: unknown): number => bytesOption(value, 'maxLineBytes', MAX_LINE_BYTES);

/**
 * Checks the options of `createChatClient` and completes them with their defaults.
 * @throws {@link ApiError} `INVALID_OPTIONS` naming the option and its value (a secret not shown).
 */
export function chatConfig(options: unknown): ChatConfig {
  const given = ownOptions(options, 'options', refuseApiOption);

  const auth = isRecord(given.auth) ? ownOptions(given.auth, 'auth', refuseApiOption) : undefined;
  const methods = auth ? [auth.token, auth.apiKey, auth.proxy].filter((method) => method !== undefined).length : 0;
  if (!auth || methods !== 1)
    refuseApiOption('auth', 'exactly one of { token }, { apiKey } and { proxy: true }', given.auth);
  if (auth.proxy !== undefined && auth.proxy !== true) refuseApiOption('auth.proxy', 'true', auth.proxy);
  const { streamUrl, abortUrl, deployment } =
    auth.proxy === true ? proxyEndpoints(given.url) : chatEndpoints(given.url);
  let credential: ChatConfig['auth'];
  if (auth.proxy === true) {
    credential = { proxy: true };
  } else if (auth.token !== undefined) {
    credential = {
      token:
        typeof auth.token === 'function'
          ? (auth.token as () => string | Promise<string>)
          : checkCredential(auth.token, 'auth.token', 'a token'),
    };
  } else {
    const apiKey = checkCredential(auth.apiKey, 'auth.apiKey', 'an API key');
    checkApiKeyPlace(
      given.dangerouslyAllowApiKeyInBrowser,
      'auth.apiKey',
      'a deployment token ({ token }), a server proxy ({ proxy: true })',
    );
    if (deployment)
      refuseApiOption(
        'auth',
        'a deployment token ({ token }): the deployment-scoped endpoint takes no API key, which names no agent',
        '{ apiKey }',
      );
    const settings =
      auth.sessionSettings === undefined
        ? undefined
        : checkSessionSettings(auth.sessionSettings, 'auth.sessionSettings', refuseApiOption);
    credential = { apiKey, sessionSettings: settings };
  }

  const reconnect =
    given.reconnect === false ? false : group(given.reconnect, 'reconnect', '{ attempts, delayMs } or false');
  return {
    streamUrl,
    abortUrl,
    auth: credential,
    fetch: fetchOption(given.fetch),
    reconnect:
      reconnect === false
        ? { attempts: 0, delayMs: 0 }
        : {
            attempts: whole(reconnect.attempts, 'reconnect.attempts', refuseApiOption, 0, 50) ?? DEFAULT_ATTEMPTS,
            delayMs: milliseconds(reconnect.delayMs, 'reconnect.delayMs', refuseApiOption) ?? DEFAULT_DELAY_MS,
          },
    timeouts: timeoutsOption(given.timeouts),
    maxLineBytes: maxLineBytesOption(given.maxLineBytes),
  };
}
