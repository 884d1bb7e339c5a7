/**
 * The chat API's request rules (spec 2.4, 4.2, 8, the reference), checked before anything is
 * sent: the message id, the thread, the fields of a request, the user's session settings,
 * images, the signal. Each refusal is `INVALID_REQUEST` (a client's own settings:
 * `INVALID_OPTIONS`) naming the field and value. The client applies them to its calls, the chat
 * proxy to the bodies a browser sends it.
 *
 * @module
 * @internal
 */

import { refuseApiRequest } from '../http/refuse.js';
import { type Refuse, signalOption } from '../internal/checks.js';
import { isRecord } from '../internal/is-record.js';
import { checkUserAttributes } from '../internal/user-attributes.js';
import { isExternalId, MESSAGE_ID, NOT_WITH_INTERNAL_ID } from './rules.js';
import type { ImageAttachment, SessionSettings } from './types.js';

/** Checks a message id (spec 2.4): `INVALID_REQUEST` unless `<13+ digits>-message`. */
export function checkMessageId(messageId: unknown): string {
  if (typeof messageId !== 'string' || !MESSAGE_ID.test(messageId))
    refuseApiRequest('messageId', 'a "<epoch ms>-message" id such as "1767225600000-message"', messageId);
  return messageId;
}

/** Checks a thread id: `INVALID_REQUEST` unless a non-empty string. */
export function checkChatId(chatId: unknown): string {
  if (typeof chatId !== 'string' || !chatId)
    refuseApiRequest('chatId', 'the id of a thread (the chatId of its __cutoff__ line)', chatId);
  return chatId;
}

/**
 * The fields of a stream request the SDK sends besides `sessionSettings` (spec 2.4, the
 * reference): the question, the thread, the message id, the branch, the images, and whether the
 * agent may author in the workspace.
 */
export interface ChatRequestFields {
  input?: string;
  chatId?: string;
  messageId?: string;
  activeBranchName?: string;
  isDefaultBranch?: boolean;
  images?: ImageAttachment[];
  allowChatWorkspaceAuthoring?: boolean;
}

/**
 * Checks the fields of a stream request (see {@link ChatRequestFields}; absent ones are not
 * checked) and returns a copy of them alone: `input` a question (a non-empty string), or none
 * with a `chatId` (a re-attach, or a read of the thread's state); `chatId` a thread id,
 * `messageId` `<epoch ms>-message`, `activeBranchName` a string, `isDefaultBranch` a boolean,
 * `images` as {@link checkImages} says, `allowChatWorkspaceAuthoring` a boolean. Any other field is
 * left out of the copy.
 */
export function checkChatRequest(fields: Readonly<Record<string, unknown>>): ChatRequestFields {
  const { input, chatId, messageId, activeBranchName, isDefaultBranch, images, allowChatWorkspaceAuthoring } = fields;
  const checked: ChatRequestFields = {};
  if (input !== undefined || chatId === undefined) {
    if (typeof input !== 'string' || !input.trim())
      refuseApiRequest('input', 'the question, a non-empty string (or none, with a chatId)', input);
    checked.input = input;
  }
  if (chatId !== undefined) checked.chatId = checkChatId(chatId);
  if (messageId !== undefined) checked.messageId = checkMessageId(messageId);
  if (activeBranchName !== undefined) {
    if (typeof activeBranchName !== 'string') refuseApiRequest('activeBranchName', 'a branch name', activeBranchName);
    checked.activeBranchName = activeBranchName;
  }
  if (isDefaultBranch !== undefined) {
    if (typeof isDefaultBranch !== 'boolean') refuseApiRequest('isDefaultBranch', 'a boolean', isDefaultBranch);
    checked.isDefaultBranch = isDefaultBranch;
  }
  if (images !== undefined) checked.images = checkImages(images);
  if (allowChatWorkspaceAuthoring !== undefined) {
    if (typeof allowChatWorkspaceAuthoring !== 'boolean')
      refuseApiRequest('allowChatWorkspaceAuthoring', 'a boolean', allowChatWorkspaceAuthoring);
    checked.allowChatWorkspaceAuthoring = allowChatWorkspaceAuthoring;
  }
  return checked;
}

/**
 * The user of an abort with an API key (spec 4.2): the abort endpoint knows external users only,
 * so without an `externalId` — an internal user, or none — nothing is sent (`INVALID_REQUEST`).
 */
export function abortUserOf(externalId: string | undefined): { externalId: string } {
  if (externalId === undefined) {
    refuseApiRequest(
      'sessionSettings.externalId',
      'the external user whose answer it is (with an API key, the abort endpoint knows external users only)',
      externalId,
    );
  }
  return { externalId };
}

/** Checks an external user's id (see {@link isExternalId}): `INVALID_REQUEST` otherwise. */
export function checkExternalId(externalId: unknown, what: string): string {
  if (!isExternalId(externalId)) refuseApiRequest(what, 'a lowercase id without spaces', externalId);
  return externalId;
}

/**
 * Checks session settings (spec 2.4, 5.2, 8) and returns what is to be sent: exactly one of
 * `externalId` / `internalId`; `externalId` lowercase without spaces; with `internalId`, no
 * `roles`, `userAttributes`, `groups`, `securityContext` or `publicDashboardId`;
 * `userAttributes` as `checkUserAttributes` says (a value of any type the session call takes); `groups` and `roles`
 * arrays of strings; `email`
 * and `publicDashboardId` strings, `isEphemeral` a boolean, `ephemeralTtlSeconds` a number; the
 * whole JSON data.
 *
 * What it returns is a copy: the settings as the JSON they will be sent as (getters and
 * `toJSON` run once, before the checks), checked. A change to the caller's object after the
 * call cannot send anything unchecked — on the request, or on a reconnect's re-sent one.
 *
 * @param refuse - `refuseApiRequest` for a call's settings, `refuseApiOption` for a client's.
 */
export function checkSessionSettings(
  settings: unknown,
  what = 'sessionSettings',
  refuse: Refuse = refuseApiRequest,
): SessionSettings {
  const rule = 'an object with externalId or internalId';
  if (!isRecord(settings)) refuse(what, rule, settings);
  // The JSON the settings will be sent as, taken first (getters and toJSON run once, here), and
  // the rules checked on it: what goes out is what was checked.
  let copy: unknown;
  try {
    copy = JSON.parse(JSON.stringify(settings));
  } catch (cause) {
    refuse(what, 'JSON data', settings, undefined, cause);
  }
  if (!isRecord(copy)) refuse(what, rule, copy);
  const sent = copy as Record<string, unknown>;
  const {
    externalId,
    internalId,
    email,
    isEphemeral,
    ephemeralTtlSeconds,
    userAttributes,
    securityContext,
    publicDashboardId,
  } = sent;
  if ((externalId === undefined) === (internalId === undefined))
    refuse(what, 'exactly one of externalId and internalId', settings);
  if (externalId !== undefined && !isExternalId(externalId))
    refuse(`${what}.externalId`, 'a lowercase id without spaces', externalId);
  if (internalId !== undefined) {
    if (typeof internalId !== 'string' || !internalId)
      refuse(`${what}.internalId`, 'the email address of an internal user', internalId);
    for (const name of NOT_WITH_INTERNAL_ID) {
      if (sent[name] !== undefined)
        refuse(`${what}.${name}`, 'none with internalId (the internal user’s own permissions apply)', sent[name]);
    }
  }
  if (email !== undefined && typeof email !== 'string') refuse(`${what}.email`, 'a string', email);
  if (publicDashboardId !== undefined && (typeof publicDashboardId !== 'string' || !publicDashboardId))
    refuse(`${what}.publicDashboardId`, 'the public id of a dashboard', publicDashboardId);
  if (isEphemeral !== undefined && typeof isEphemeral !== 'boolean')
    refuse(`${what}.isEphemeral`, 'a boolean', isEphemeral);
  if (ephemeralTtlSeconds !== undefined && typeof ephemeralTtlSeconds !== 'number')
    refuse(`${what}.ephemeralTtlSeconds`, 'a number of seconds', ephemeralTtlSeconds);
  if (userAttributes !== undefined) checkUserAttributes(userAttributes, `${what}.userAttributes`, refuse);
  for (const names of ['groups', 'roles'] as const) {
    const list = sent[names];
    if (list === undefined) continue;
    if (!Array.isArray(list)) refuse(`${what}.${names}`, 'an array of strings', list);
    list.forEach((item: unknown, index) => {
      if (typeof item !== 'string') refuse(`${what}.${names}[${index}]`, 'a string', item);
    });
  }
  if (securityContext !== undefined && !isRecord(securityContext))
    refuse(`${what}.securityContext`, 'an object', securityContext);
  return sent as SessionSettings;
}

/**
 * Checks the images of a question (the reference's image attachments): an array of
 * `{ mimeType, data, name? }`, `mimeType` and `data` (base64) non-empty strings. Returns a copy
 * of what is sent.
 */
export function checkImages(images: unknown): ImageAttachment[] {
  if (!Array.isArray(images)) refuseApiRequest('images', 'an array of { mimeType, data, name? }', images);
  return Array.from(images, (image: unknown, index) => {
    const what = `images[${index}]`;
    if (!isRecord(image)) refuseApiRequest(what, 'an object { mimeType, data, name? }', image);
    const { mimeType, data, name } = image;
    if (typeof mimeType !== 'string' || !mimeType)
      refuseApiRequest(`${what}.mimeType`, 'a media type such as "image/png"', mimeType);
    if (typeof data !== 'string' || !data) refuseApiRequest(`${what}.data`, 'the image as base64 text', data);
    if (name !== undefined && typeof name !== 'string') refuseApiRequest(`${what}.name`, 'a string', name);
    return name === undefined ? { mimeType, data } : { mimeType, data, name };
  });
}

/** Checks a call's `signal`: `INVALID_REQUEST` unless absent or an `AbortSignal`. */
export const checkSignal = (signal: unknown): AbortSignal | undefined =>
  signalOption(signal, 'signal', refuseApiRequest);
