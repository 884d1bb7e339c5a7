/**
 * The chat API's requests (spec 2.4, 4.2, 5.2): the stream and abort URLs, the headers of the
 * two authentication methods, and the request rules checked before anything is sent. (How an
 * HTTP answer becomes an `ApiError` is shared with the management API: `../http/errors-of.ts`.)
 *
 * @module
 * @internal
 */

import { ApiError } from '../http/api-error.js';
import { refuse } from '../http/refuse.js';
import { isAbortSignal } from '../internal/checks.js';
import { expected } from '../internal/describe.js';
import { isExternalId, MESSAGE_ID } from './rules.js';
import type { SessionSettings } from './types.js';

/** The stream endpoint's last path segment; the abort endpoint replaces it (spec 4.2). */
const STREAM_SEGMENT = 'stream-chat-state';

/** The stream URL, from the chat URL of the agent settings or from its parts. */
export function streamUrl(url: unknown): URL {
  if (typeof url === 'object' && url !== null && !(url instanceof URL)) {
    const { chatBaseUrl, accountName, agentId } = url as Record<string, unknown>;
    if (typeof accountName !== 'string' || !accountName) refuse('INVALID_OPTIONS', 'url.accountName', 'the account identifier', accountName);
    if (typeof agentId !== 'string' || !agentId) refuse('INVALID_OPTIONS', 'url.agentId', 'the agent id', agentId);
    const base = httpUrl(chatBaseUrl, 'url.chatBaseUrl');
    const path = `${base.pathname.replace(/\/+$/, '')}/api/v1/public/${encodeURIComponent(accountName)}/agents/${encodeURIComponent(agentId)}/chat/${STREAM_SEGMENT}`;
    return new URL(path, base);
  }
  const parsed = httpUrl(url, 'url');
  if (!parsed.pathname.endsWith(`/${STREAM_SEGMENT}`)) refuse('INVALID_OPTIONS', 'url', `the chat URL of the agent settings, ending in /chat/${STREAM_SEGMENT}`, parsed.href);
  return parsed;
}

/** The abort URL: the stream URL with `stream-chat-state` replaced by `abort`. */
export function abortUrl(stream: URL): URL {
  const url = new URL(stream.href);
  url.pathname = `${url.pathname.slice(0, -STREAM_SEGMENT.length)}abort`;
  return url;
}

function httpUrl(value: unknown, what: string): URL {
  let url: URL | undefined;
  try {
    url = new URL(String(value));
  } catch {
    // refused below
  }
  if (!url || !/^https?:$/.test(url.protocol) || (typeof value !== 'string' && !(value instanceof URL))) refuse('INVALID_OPTIONS', what, 'an absolute http(s) URL', value);
  return url;
}

/** A fresh message id: the current time in milliseconds, as the spec's format says. */
export const newMessageId = (): string => `${Date.now()}-message`;

/** Checks a message id (spec 2.4): `INVALID_REQUEST` unless `<13+ digits>-message`. */
export function checkMessageId(messageId: unknown): string {
  if (typeof messageId !== 'string' || !MESSAGE_ID.test(messageId)) refuse('INVALID_REQUEST', 'messageId', 'a "<epoch ms>-message" id such as "1767225600000-message"', messageId);
  return messageId;
}

/** Checks an external user's id (see {@link isExternalId}): `INVALID_REQUEST` otherwise. */
export function checkExternalId(externalId: unknown, what: string): string {
  if (!isExternalId(externalId)) refuse('INVALID_REQUEST', what, 'a lowercase id without spaces', externalId);
  return externalId;
}

/** A session-settings field refused with `internalId` (spec 2.4): the internal user's own permissions apply. */
const NOT_WITH_INTERNAL_ID = ['roles', 'userAttributes', 'groups', 'securityContext'] as const;

/**
 * Checks session settings (spec 2.4, 5.2, 8) and returns what is to be sent: exactly one of
 * `externalId` / `internalId`; `externalId` lowercase without spaces; with `internalId`, no
 * `roles`, `userAttributes`, `groups` or `securityContext`; `userAttributes` as
 * `{ name, value: string }`; `email` a string, `isEphemeral` a boolean, `ephemeralTtlSeconds` a
 * number; the whole JSON data.
 *
 * What it returns is a copy: the settings as the JSON they will be sent as (getters and
 * `toJSON` run once, before the checks), checked. A change to the caller's object after the
 * call cannot send anything unchecked — on the request, or on a reconnect's re-sent one.
 *
 * @param code - `INVALID_REQUEST` for a call's settings, `INVALID_OPTIONS` for a client's.
 */
export function checkSessionSettings(settings: unknown, what = 'sessionSettings', code: 'INVALID_OPTIONS' | 'INVALID_REQUEST' = 'INVALID_REQUEST'): SessionSettings {
  const rule = 'an object with externalId or internalId';
  if (typeof settings !== 'object' || settings === null || Array.isArray(settings)) refuse(code, what, rule, settings);
  // The JSON the settings will be sent as, taken first (getters and toJSON run once, here), and
  // the rules checked on it: what goes out is what was checked.
  let copy: unknown;
  try {
    copy = JSON.parse(JSON.stringify(settings));
  } catch (cause) {
    throw new ApiError(code, expected(what, 'JSON data', settings), { cause });
  }
  if (typeof copy !== 'object' || copy === null || Array.isArray(copy)) refuse(code, what, rule, copy);
  const sent = copy as Record<string, unknown>;
  const { externalId, internalId, email, isEphemeral, ephemeralTtlSeconds, userAttributes, groups, securityContext } = sent;
  if ((externalId === undefined) === (internalId === undefined)) refuse(code, what, 'exactly one of externalId and internalId', settings);
  if (externalId !== undefined && !isExternalId(externalId)) refuse(code, `${what}.externalId`, 'a lowercase id without spaces', externalId);
  if (internalId !== undefined) {
    if (typeof internalId !== 'string' || !internalId) refuse(code, `${what}.internalId`, 'the email address of an internal user', internalId);
    for (const name of NOT_WITH_INTERNAL_ID) {
      if (sent[name] !== undefined) refuse(code, `${what}.${name}`, 'none with internalId (the internal user’s own permissions apply)', sent[name]);
    }
  }
  if (email !== undefined && typeof email !== 'string') refuse(code, `${what}.email`, 'a string', email);
  if (isEphemeral !== undefined && typeof isEphemeral !== 'boolean') refuse(code, `${what}.isEphemeral`, 'a boolean', isEphemeral);
  if (ephemeralTtlSeconds !== undefined && typeof ephemeralTtlSeconds !== 'number') refuse(code, `${what}.ephemeralTtlSeconds`, 'a number of seconds', ephemeralTtlSeconds);
  if (userAttributes !== undefined) {
    if (!Array.isArray(userAttributes)) refuse(code, `${what}.userAttributes`, 'an array of { name, value }', userAttributes);
    // A hole in the array is null in the JSON: refused as an attribute without a name.
    userAttributes.forEach((attribute: unknown, index) => {
      const { name, value } = (typeof attribute === 'object' && attribute !== null ? attribute : {}) as Record<string, unknown>;
      if (typeof name !== 'string' || !name) refuse(code, `${what}.userAttributes[${index}].name`, 'a string', name);
      if (typeof value !== 'string') refuse(code, `${what}.userAttributes[${index}].value`, 'a string', value);
    });
  }
  if (groups !== undefined) {
    if (!Array.isArray(groups)) refuse(code, `${what}.groups`, 'an array of strings', groups);
    groups.forEach((group: unknown, index) => {
      if (typeof group !== 'string') refuse(code, `${what}.groups[${index}]`, 'a string', group);
    });
  }
  if (securityContext !== undefined && (typeof securityContext !== 'object' || securityContext === null || Array.isArray(securityContext))) {
    refuse(code, `${what}.securityContext`, 'an object', securityContext);
  }
  return sent as SessionSettings;
}

/** Checks a call's `signal`: `INVALID_REQUEST` unless absent or an `AbortSignal`. */
export function checkSignal(signal: unknown): AbortSignal | undefined {
  if (signal !== undefined && !isAbortSignal(signal)) refuse('INVALID_REQUEST', 'signal', 'an AbortSignal', signal);
  return signal;
}
