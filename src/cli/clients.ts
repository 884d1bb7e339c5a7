/**
 * The clients a command talks through, configured from its flags and the environment: the
 * management and build API's (`--base-url`, `--token` or `--api-key`) and the chat API's (`--chat-url`, a
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
import { chooseCredential } from './credentials.js';
import { debugFetch, debugMiddleware, urlOf } from './debug.js';
import { usageError } from './exit.js';
import { CHAT_OPTIONS, optionOrEnv, PLATFORM_OPTIONS } from './options.js';
import { noteTried, REACH_MIDDLEWARE } from './reach.js';

/**
 * The chat client's `fetch`: the injected one, or the global one. A request that throws (no
 * answer: a refused connection, an unknown host) has its address noted against the error, for
 * the error line to name it (see reach.ts); with `--debug`, one line per request on stderr
 * (see debug.ts). The management client does both through its middleware instead.
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
  return context.values.debug === true ? debugFetch(noting, context.err, () => context.io.now()) : noting;
}

/** An `INVALID_OPTIONS` refusal of a client as a usage error, its option named as the user gave it (`baseUrl` → `--base-url` or `PLATFORM_BASE_URL`). */
function configError(error: unknown, names: Readonly<Record<string, string>>): unknown {
  if (!(error instanceof ApiError) || (error.code !== 'INVALID_OPTIONS' && error.code !== 'INVALID_REQUEST'))
    return error;
  const option = /^([\w.]+):/.exec(error.message)?.[1] ?? '';
  const name = Object.entries(names).find(([prefix]) => option === prefix || option.startsWith(`${prefix}.`))?.[1];
  return usageError(name ? `${name}: ${error.message.slice(option.length + 1).trim()}` : error.message);
}

/**
 * The management and build API's client, from `--base-url` / `PLATFORM_BASE_URL` and one
 * credential: a token (`--token` / `PLATFORM_TOKEN`) or an API key (`--api-key` /
 * `PLATFORM_API_KEY`), chosen by {@link chooseCredential}'s rule. A refused connection is named
 * by its address (reach.ts), and `--debug` logs every try (debug.ts): both through the client's
 * middleware, which never sees the credential. `embedBaseUrl` (`embed-url --embed-base-url`)
 * is the client's option of that name, its refusal named by the flag or variable it came from.
 *
 * @throws {@link CliError} a usage error when either is missing, ambiguous or unusable.
 */
export function platformClientOf(
  context: CommandContext,
  embedBaseUrl?: { value: string; from: string },
): PlatformClient {
  const { values, io } = context;
  const baseUrl = optionOrEnv(values, io.env, 'base-url', PLATFORM_OPTIONS['base-url']!);
  if (!baseUrl) throw usageError("missing the tenant's address: pass --base-url <url> or set PLATFORM_BASE_URL");
  const token = optionOrEnv(values, io.env, 'token', PLATFORM_OPTIONS.token!);
  const apiKey = optionOrEnv(values, io.env, 'api-key', PLATFORM_OPTIONS['api-key']!);
  const credential = chooseCredential(token, apiKey, 'the management API');
  if (!credential)
    throw usageError(
      'missing the API token: set PLATFORM_TOKEN or PLATFORM_API_KEY (or pass --token <token> or --api-key <key>)',
    );
  let client: PlatformClient;
  try {
    // The credential alone authenticates: no cookie ever goes along (in Node there are none anyway).
    const auth = 'token' in credential ? { token: credential.token.value } : { apiKey: credential.apiKey.value };
    const embed = embedBaseUrl && { embedBaseUrl: embedBaseUrl.value };
    client = createPlatformClient({
      baseUrl: baseUrl.value,
      ...embed,
      ...auth,
      credentials: 'omit',
      ...(io.fetch && { fetch: io.fetch }),
    });
  } catch (error) {
    const [option, given] = 'token' in credential ? ['token', credential.token] : ['apiKey', credential.apiKey];
    throw configError(error, {
      baseUrl: baseUrl.from,
      [option]: given.from,
      ...(embedBaseUrl && { embedBaseUrl: embedBaseUrl.from }),
    });
  }
  client.use(REACH_MIDDLEWARE);
  if (values.debug === true) client.use(debugMiddleware(context.err, () => io.now()));
  return client;
}

/**
 * The chat API's client, from `--chat-url` / `PLATFORM_CHAT_URL` and one credential: a
 * deployment token (`--chat-token` / `PLATFORM_CHAT_TOKEN`) or an API key (`--api-key` /
 * `PLATFORM_API_KEY`) with the user it asks as (`--external-id` / `PLATFORM_EXTERNAL_ID`),
 * chosen by {@link chooseCredential}'s rule.
 *
 * @throws {@link CliError} a usage error naming what is missing, conflicting or unusable.
 */
export function chatClientOf(context: CommandContext): ChatClient {
  const { values, io } = context;
  const url = optionOrEnv(values, io.env, 'chat-url', CHAT_OPTIONS['chat-url']!);
  if (!url)
    throw usageError(
      "missing the agent's chat URL: pass --chat-url <url> or set PLATFORM_CHAT_URL (…/chat/stream-chat-state, from the agent settings)",
    );
  const credential = chooseCredential(
    optionOrEnv(values, io.env, 'chat-token', CHAT_OPTIONS['chat-token']!),
    optionOrEnv(values, io.env, 'api-key', CHAT_OPTIONS['api-key']!),
    'the chat API',
  );
  let auth: ChatAuth;
  let names: Record<string, string>;
  if (credential && 'token' in credential) {
    auth = { token: credential.token.value };
    names = { url: url.from, 'auth.token': credential.token.from };
  } else if (credential) {
    const { apiKey } = credential;
    const externalId = optionOrEnv(values, io.env, 'external-id', CHAT_OPTIONS['external-id']!);
    if (!externalId)
      throw usageError(`${apiKey.from} needs the user to ask as: pass --external-id <id> or set PLATFORM_EXTERNAL_ID`);
    if (!isExternalId(externalId.value))
      throw usageError(
        `${externalId.from}: expected a lowercase id without spaces, got ${JSON.stringify(externalId.value)}`,
      );
    auth = { apiKey: apiKey.value, sessionSettings: { externalId: externalId.value } };
    names = { url: url.from, 'auth.apiKey': apiKey.from, 'auth.sessionSettings': externalId.from };
  } else {
    throw usageError(
      'missing chat credentials: set PLATFORM_CHAT_TOKEN (a deployment token), or PLATFORM_API_KEY with PLATFORM_EXTERNAL_ID',
    );
  }
  try {
    return createChatClient({ url: url.value, auth, fetch: fetchOf(context) });
  } catch (error) {
    throw configError(error, names);
  }
}
