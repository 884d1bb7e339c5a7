/**
 * The chat API's requests (spec 2.4, 4.2, 5.2): the stream and abort URLs, the headers of the
 * two authentication methods, and the request rules checked before anything is sent. (How an
 * HTTP answer becomes an `ApiError` is shared with the management API: `../http/errors-of.ts`.)
 *
 * @module
 * @internal
 */

import { refuse } from '../http/refuse.js';
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

/** `<13+ digit epoch ms>-message` (spec 2.4, 8). */
const MESSAGE_ID = /^\d{13,}-message$/;

/** A fresh message id: the current time in milliseconds, as the spec's format says. */
export const newMessageId = (): string => `${Date.now()}-message`;

/** Checks a message id (spec 2.4): `INVALID_REQUEST` unless `<13+ digits>-message`. */
export function checkMessageId(messageId: unknown): string {
  if (typeof messageId !== 'string' || !MESSAGE_ID.test(messageId)) refuse('INVALID_REQUEST', 'messageId', 'a "<epoch ms>-message" id such as "1767225600000-message"', messageId);
  return messageId;
}

/** Checks an external user's id (spec 2.4): a non-empty string, lowercase, without spaces. */
export function checkExternalId(externalId: unknown, what: string): string {
  if (typeof externalId !== 'string' || !externalId || externalId !== externalId.toLowerCase() || /\s/.test(externalId)) {
    refuse('INVALID_REQUEST', what, 'a lowercase id without spaces', externalId);
  }
  return externalId;
}

/**
 * Checks session settings (spec 2.4, 5.2) and returns them: exactly one of `externalId` /
 * `internalId`; `externalId` lowercase without spaces; with `internalId`, no `userAttributes`,
 * `groups` or `securityContext`; `userAttributes` as `{ name, value: string }`.
 */
export function checkSessionSettings(settings: unknown, what = 'sessionSettings'): SessionSettings {
  if (typeof settings !== 'object' || settings === null || Array.isArray(settings)) refuse('INVALID_REQUEST', what, 'an object with externalId or internalId', settings);
  const own = Object.assign(Object.create(null), settings) as Record<string, unknown>;
  const { externalId, internalId, userAttributes, groups, securityContext } = own;
  if ((externalId === undefined) === (internalId === undefined)) refuse('INVALID_REQUEST', what, 'exactly one of externalId and internalId', settings);
  if (externalId !== undefined) checkExternalId(externalId, `${what}.externalId`);
  if (internalId !== undefined) {
    if (typeof internalId !== 'string' || !internalId) refuse('INVALID_REQUEST', `${what}.internalId`, 'the email address of an internal user', internalId);
    for (const [name, value] of Object.entries({ userAttributes, groups, securityContext })) {
      if (value !== undefined) refuse('INVALID_REQUEST', `${what}.${name}`, 'none with internalId (the internal user’s own permissions apply)', value);
    }
  }
  if (userAttributes !== undefined) {
    if (!Array.isArray(userAttributes)) refuse('INVALID_REQUEST', `${what}.userAttributes`, 'an array of { name, value }', userAttributes);
    // By index, not forEach or some: a hole in the array (sent as null) is checked too.
    for (let index = 0; index < userAttributes.length; index += 1) {
      const attribute: unknown = userAttributes[index];
      const { name, value } = (typeof attribute === 'object' && attribute !== null ? attribute : {}) as Record<string, unknown>;
      if (typeof name !== 'string' || !name) refuse('INVALID_REQUEST', `${what}.userAttributes[${index}].name`, 'a string', name);
      if (typeof value !== 'string') refuse('INVALID_REQUEST', `${what}.userAttributes[${index}].value`, 'a string', value);
    }
  }
  if (groups !== undefined) {
    if (!Array.isArray(groups)) refuse('INVALID_REQUEST', `${what}.groups`, 'an array of strings', groups);
    for (let index = 0; index < groups.length; index += 1) {
      if (typeof groups[index] !== 'string') refuse('INVALID_REQUEST', `${what}.groups[${index}]`, 'a string', groups[index]);
    }
  }
  if (securityContext !== undefined && (typeof securityContext !== 'object' || securityContext === null || Array.isArray(securityContext))) {
    refuse('INVALID_REQUEST', `${what}.securityContext`, 'an object', securityContext);
  }
  return settings as SessionSettings;
}
