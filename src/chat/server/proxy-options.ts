/**
 * The options of `createChatProxy`, checked once when it is created: the service's chat URL, the
 * API key, the user of each request, `fetch` and the bounds — with the chat client's own checks
 * (src/chat/options.ts). Every refusal is `INVALID_OPTIONS` naming the option; the key is never
 * shown.
 *
 * @module
 * @internal
 */

import { ApiError } from '../../http/api-error.js';
import { checkCredential, fetchOption } from '../../http/credential.js';
import { refuseApiOption } from '../../http/refuse.js';
import { ownOptions } from '../../internal/checks.js';
import { inBrowser } from '../../internal/in-browser.js';
import { bytesOption, type ChatUrl, chatEndpoints, maxLineBytesOption, timeoutsOption } from '../options.js';
import type { SessionSettings } from '../types.js';

/** The development branch of the data model an agent queries, as the app chooses it for a request (see {@link ChatProxyOptions.branch}). */
export interface ChatBranch {
  /** The branch's name, sent as the service's `activeBranchName`. */
  activeBranchName: string;
  /** Whether it is the default branch, sent as the service's `isDefaultBranch`. */
  isDefaultBranch?: boolean;
}

/** Options of `createChatProxy`. */
export interface ChatProxyOptions {
  /**
   * The service's chat URL of the agent, as the chat client takes it: the chat URL of the agent
   * settings (`…/agents/<agent>/chat/stream-chat-state`) or `{ chatBaseUrl, accountName, agentId }`.
   * (A deployment-scoped URL takes no API key.)
   */
  url: ChatUrl;
  /** The API key, sent as `Authorization: Api-Key <key>`: it never reaches a browser, a response or a message. */
  apiKey: string;
  /**
   * The user a request is for — from your app's own session (its cookie, its header) — as the
   * service's `sessionSettings`: they replace whatever the browser sent, so a browser never
   * chooses who it is. Called once per request (its body already read); throw a `Response` (a
   * 401, say) to answer with it instead. Settings that break the chat rules, and anything else it
   * throws, reject the handler (your framework's error handling takes it).
   */
  sessionSettings: (request: Request) => SessionSettings | Promise<SessionSettings>;
  /**
   * The development branch of the data model the agent queries for a request — from your app's
   * own rules — sent as the service's `activeBranchName` and `isDefaultBranch`: its answer
   * replaces whatever the browser sent; `undefined` sends no branch. Without it, a browser's
   * question naming a branch (either field) is refused with a 400 naming the field: the browser
   * never chooses which branch is queried. Called once per question, after `sessionSettings`;
   * throw a `Response` to answer with it instead. An answer of another shape rejects the handler
   * (`INVALID_OPTIONS` naming the field).
   */
  branch?: (request: Request) => ChatBranch | undefined | Promise<ChatBranch | undefined>;
  /**
   * Whether the agent may author in the workspace (create or change its content) — the service's
   * `allowChatWorkspaceAuthoring` — for every question, or, as a function, for a request (from
   * your app's own rules; `undefined` sends none; throw a `Response` to answer with it instead).
   * It is a permission, so it is the app's: its answer replaces whatever the browser sent, and
   * without this option a browser's question naming it is refused with a 400 naming the field.
   */
  allowChatWorkspaceAuthoring?: boolean | ((request: Request) => boolean | undefined | Promise<boolean | undefined>);
  /** The `fetch` to reach the service with. Default: the global one. */
  fetch?: typeof fetch;
  /**
   * `connectMs`: the longest wait for the service's response headers (default 30 s: then 504);
   * `idleMs`: the longest wait for the service's answer's next complete line — bytes without a
   * newline do not count, as in the client (default 5 minutes: then the answer ends as a dropped
   * connection, which the browser's client re-attaches) — and for the browser's request body's
   * next bytes (then 408).
   */
  timeouts?: {
    /** The longest wait for the service's response headers, in milliseconds. Default 30000. */
    connectMs?: number;
    /** The longest wait for a complete line of the service's answer, or for bytes of the browser's request body, in milliseconds. Default 300000. */
    idleMs?: number;
  };
  /** The largest request body accepted from a browser, in bytes (default 8 MiB: a question with a few images). */
  maxBodyBytes?: number;
  /**
   * The most bytes of a line held while its end has not come (default 16 MiB, as the client's
   * line bound): a line that grows longer ends the answer with an error line.
   */
  maxLineBytes?: number;
}

/** A proxy's options, checked and completed with their defaults. */
export interface ProxyConfig {
  readonly streamUrl: URL;
  readonly abortUrl: URL;
  readonly apiKey: string;
  readonly sessionSettings: (request: Request) => SessionSettings | Promise<SessionSettings>;
  readonly branch: ChatProxyOptions['branch'];
  readonly allowChatWorkspaceAuthoring: ChatProxyOptions['allowChatWorkspaceAuthoring'];
  readonly fetch: typeof fetch;
  readonly timeouts: { readonly connectMs: number; readonly idleMs: number };
  readonly maxBodyBytes: number;
  readonly maxLineBytes: number;
}

/** The default of {@link ChatProxyOptions.maxBodyBytes}. */
export const DEFAULT_MAX_BODY_BYTES = 8 * 1024 * 1024;

/**
 * Checks the options of `createChatProxy` and completes them with their defaults. Refused in a
 * browser context (a page or a worker): a proxy exists to keep the key off the browser.
 * @throws {@link ApiError} `INVALID_OPTIONS` naming the option (the key never shown).
 */
export function proxyConfig(options: unknown): ProxyConfig {
  if (inBrowser()) {
    throw new ApiError(
      'INVALID_OPTIONS',
      'createChatProxy: expected a server: in a browser (a page or a worker) every script and user could read the API key; create the proxy in your server, and the browser client with auth: { proxy: true }',
    );
  }
  const given = ownOptions(options, 'options', refuseApiOption);
  const { streamUrl, abortUrl, deployment } = chatEndpoints(given.url);
  if (deployment)
    refuseApiOption('url', "an agent's chat URL: the deployment-scoped endpoint takes no API key", streamUrl.href);
  const apiKey = checkCredential(given.apiKey, 'apiKey', 'an API key');
  if (typeof given.sessionSettings !== 'function')
    refuseApiOption('sessionSettings', 'a function naming the user of a request', given.sessionSettings);
  if (given.branch !== undefined && typeof given.branch !== 'function')
    refuseApiOption('branch', 'a function choosing the branch of a request', given.branch);
  const authoring = given.allowChatWorkspaceAuthoring;
  if (authoring !== undefined && typeof authoring !== 'boolean' && typeof authoring !== 'function')
    refuseApiOption('allowChatWorkspaceAuthoring', 'a boolean, or a function deciding it for a request', authoring);
  return {
    streamUrl,
    abortUrl,
    apiKey,
    sessionSettings: given.sessionSettings as ProxyConfig['sessionSettings'],
    branch: given.branch as ProxyConfig['branch'],
    allowChatWorkspaceAuthoring: authoring as ProxyConfig['allowChatWorkspaceAuthoring'],
    fetch: fetchOption(given.fetch),
    timeouts: timeoutsOption(given.timeouts),
    maxBodyBytes: bytesOption(given.maxBodyBytes, 'maxBodyBytes', DEFAULT_MAX_BODY_BYTES),
    maxLineBytes: maxLineBytesOption(given.maxLineBytes),
  };
}
