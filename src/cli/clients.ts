/**
 * The clients a command talks through, configured from its flags and the environment: the
 * management and build API's (`--base-url`, `--token`) and the chat API's (`--chat-url`, a
 * token or an API key with the user it asks as). Missing or unusable configuration is a usage
 * error naming the flag and the variable; a secret's value is never part of a message.
 *
 * @module
 * @internal
 */

import { createPlatformClient, type PlatformClient } from '../api/index.js';
import { type ChatAuth, type ChatClient, createChatClient } from '../chat/index.js';
import { isExternalId } from '../chat/rules.js';
import { ApiError } from '../http/api-error.js';
import type { CommandContext } from './command.js';
import { oneLine, usageError } from './exit.js';
import { CHAT_OPTIONS, optionOrEnv, PLATFORM_OPTIONS } from './options.js';
import { printableLine } from './printable.js';
import { noteTried } from './reach.js';

/** A URL for a debug line: without user name and password, and printable (a cursor of the service is part of a next page's query). */
function shownUrl(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.username = '';
    parsed.password = '';
    return printableLine(parsed.href);
  } catch {
    return printableLine(url);
  }
}

/** The URL of what `fetch` was given. */
const urlOf = (input: Parameters<typeof fetch>[0]): string => (input instanceof Request ? input.url : String(input));

/**
 * The `fetch` of the clients: the injected one, or the global one. A request that throws (no
 * answer: a refused connection, an unknown host) has its address noted against the error, for
 * the error line to name it (see reach.ts). With `--debug`, one line per request on stderr —
 * method, URL, status and time, never a header (where the credentials are).
 */
export function fetchOf(context: CommandContext): typeof fetch {
  const base = context.io.fetch ?? globalThis.fetch.bind(globalThis);
  const noting: typeof fetch = async (input, init) => {
    try {
      return await base(input, init);
    } catch (error) {
      noteTried(error, urlOf(input));
      throw error;
    }
  };
  if (context.values.debug !== true) return noting;
  const { io, err } = context;
  return async (input, init) => {
    const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
    const url = shownUrl(urlOf(input));
    const started = io.now();
    try {
      const response = await noting(input, init);
      err(`platform-embed: debug: ${method} ${url} → ${response.status} in ${io.now() - started} ms\n`);
      return response;
    } catch (error) {
      err(`platform-embed: debug: ${method} ${url} → no response after ${io.now() - started} ms (${oneLine(error instanceof Error ? error.message : String(error))})\n`);
      throw error;
    }
  };
}

/** An `INVALID_OPTIONS` refusal of a client as a usage error, its option named as the user gave it (`baseUrl` → `--base-url` or `PLATFORM_BASE_URL`). */
function configError(error: unknown, names: Readonly<Record<string, string>>): unknown {
  if (!(error instanceof ApiError) || (error.code !== 'INVALID_OPTIONS' && error.code !== 'INVALID_REQUEST')) return error;
  const option = /^([\w.]+):/.exec(error.message)?.[1] ?? '';
  const name = Object.entries(names).find(([prefix]) => option === prefix || option.startsWith(`${prefix}.`))?.[1];
  return usageError(name ? `${name}: ${error.message.slice(option.length + 1).trim()}` : error.message);
}

/**
 * The management and build API's client, from `--base-url` / `PLATFORM_BASE_URL` and `--token`
 * / `PLATFORM_TOKEN`.
 *
 * @throws {@link CliError} a usage error when either is missing or unusable.
 */
export function platformClientOf(context: CommandContext): PlatformClient {
  const { values, io } = context;
  const baseUrl = optionOrEnv(values, io.env, 'base-url', PLATFORM_OPTIONS['base-url']!);
  if (!baseUrl) throw usageError("missing the tenant's address: pass --base-url <url> or set PLATFORM_BASE_URL");
  const token = optionOrEnv(values, io.env, 'token', PLATFORM_OPTIONS.token!);
  if (!token) throw usageError('missing the API token: set PLATFORM_TOKEN (or pass --token <token>)');
  try {
    // Token-only authentication: no cookie ever goes along (in Node there are none anyway).
    return createPlatformClient({ baseUrl: baseUrl.value, token: token.value, credentials: 'omit', fetch: fetchOf(context) });
  } catch (error) {
    throw configError(error, { baseUrl: baseUrl.from, token: token.from });
  }
}

/**
 * The chat API's client, from `--chat-url` / `PLATFORM_CHAT_URL` and one credential: a
 * deployment token (`--chat-token` / `PLATFORM_CHAT_TOKEN`) or an API key (`--api-key` /
 * `PLATFORM_API_KEY`) with the user it asks as (`--external-id` / `PLATFORM_EXTERNAL_ID`). A
 * flag wins over the other credential's variable; both from the same place is refused.
 *
 * @throws {@link CliError} a usage error naming what is missing, conflicting or unusable.
 */
export function chatClientOf(context: CommandContext): ChatClient {
  const { values, io } = context;
  const url = optionOrEnv(values, io.env, 'chat-url', CHAT_OPTIONS['chat-url']!);
  if (!url) throw usageError("missing the agent's chat URL: pass --chat-url <url> or set PLATFORM_CHAT_URL (…/chat/stream-chat-state, from the agent settings)");
  let token = optionOrEnv(values, io.env, 'chat-token', CHAT_OPTIONS['chat-token']!);
  let apiKey = optionOrEnv(values, io.env, 'api-key', CHAT_OPTIONS['api-key']!);
  if (token && apiKey) {
    const flag = (from: string) => from.startsWith('--');
    if (flag(token.from) && !flag(apiKey.from)) apiKey = undefined;
    else if (flag(apiKey.from) && !flag(token.from)) token = undefined;
    else throw usageError(`both ${token.from} and ${apiKey.from} are given: the chat API takes one credential, so drop one`);
  }
  let auth: ChatAuth;
  let names: Record<string, string>;
  if (token) {
    auth = { token: token.value };
    names = { url: url.from, 'auth.token': token.from };
  } else if (apiKey) {
    const externalId = optionOrEnv(values, io.env, 'external-id', CHAT_OPTIONS['external-id']!);
    if (!externalId) throw usageError(`${apiKey.from} needs the user to ask as: pass --external-id <id> or set PLATFORM_EXTERNAL_ID`);
    if (!isExternalId(externalId.value)) throw usageError(`${externalId.from}: expected a lowercase id without spaces, got ${JSON.stringify(externalId.value)}`);
    auth = { apiKey: apiKey.value, sessionSettings: { externalId: externalId.value } };
    names = { url: url.from, 'auth.apiKey': apiKey.from, 'auth.sessionSettings': externalId.from };
  } else {
    throw usageError('missing chat credentials: set PLATFORM_CHAT_TOKEN (a deployment token), or PLATFORM_API_KEY with PLATFORM_EXTERNAL_ID');
  }
  try {
    return createChatClient({ url: url.value, auth, fetch: fetchOf(context) });
  } catch (error) {
    throw configError(error, names);
  }
}
