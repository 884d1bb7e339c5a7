/**
 * The chat API's rules (spec 2.4, 2.5, 4.2, 7, 8, and the service's reference), each defined
 * once and imported by everything that applies it: the client's checks before sending, the zod
 * schemas of `platform-embed/schemas`, the stream reader, the command line and the fake chat
 * server.
 *
 * @module
 * @internal
 */

/** `<timestamp>-message`, the timestamp Unix milliseconds of 13 or more digits (spec 2.4, 8). */
export const MESSAGE_ID = /^\d{13,}-message$/;

/** A fresh message id: the current time in milliseconds, as {@link MESSAGE_ID} says. */
export const newMessageId = (): string => `${Date.now()}-message`;

/**
 * Whether a value is an external user's id (spec 2.4): a non-empty string, lowercase, without
 * spaces — the service lowercases ids, so two ids differing in case would be one user.
 */
export const isExternalId = (value: unknown): value is string =>
  typeof value === 'string' && value !== '' && value === value.toLowerCase() && !/\s/.test(value);

/**
 * The session-settings fields refused with `internalId` (spec 2.4, the reference): an internal
 * user's own permissions apply, so nothing may widen or narrow them.
 */
export const NOT_WITH_INTERNAL_ID = [
  'roles',
  'userAttributes',
  'groups',
  'securityContext',
  'publicDashboardId',
] as const;

/** What the service says when a new message is sent to a thread that is streaming (spec 4.2, 7). */
export const THREAD_BUSY_TEXT = 'Streaming for thread is in progress';

/**
 * Whether a refusal's text says the thread is streaming another answer ({@link THREAD_BUSY_TEXT}),
 * in whatever case: inside a 200 stream or in the body of an HTTP error.
 */
export const saysThreadBusy = (text: string): boolean => text.toLowerCase().includes(THREAD_BUSY_TEXT.toLowerCase());

/**
 * The ids of the stream's special lines (spec 2.5, the reference): state updates and terminal
 * frames, never messages of the thread.
 */
export const SPECIAL_ID = Object.freeze({
  /** First: the thread's `chatId`, whether it `isStreaming`, and a pending `suspended` turn. */
  cutoff: '__cutoff__',
  /** Near the end: the thread's messages, as the service holds them. */
  state: '__state__',
  /** Always last: the run's model and token counts. */
  usage: '__usage__',
  /** Terminal: the answer was stopped through the abort endpoint, by anyone. */
  aborted: '__aborted__',
  /** Terminal: a restart suspended the answer; the same request resumes it (24 h). */
  suspended: '__suspended__',
} as const);

/** Whether an id is special (`__cutoff__`, `__state__`, … or one the service may add): not a message. */
export const isSpecialId = (id: string): boolean => id.length >= 4 && id.startsWith('__') && id.endsWith('__');

/** The last path segment of the stream endpoint; the abort endpoint replaces it (spec 4.2). */
export const STREAM_SEGMENT = 'stream-chat-state';

/** The last path segment of the abort endpoint. */
export const ABORT_SEGMENT = 'abort';

/** How long a suspended answer stays resumable at the service (the reference), for messages. */
export const SUSPENSION_LIFETIME = '24 hours';
