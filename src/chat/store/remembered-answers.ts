/**
 * The answers a page left running, by thread: when a component that streams an answer unmounts,
 * the answer goes on at the service, and the `messageId` it answers is all a later mount needs to
 * re-attach to it (`client.attach({ chatId, messageId })`). Kept in memory, and in
 * `sessionStorage` where there is one (a reload of the tab, another page of the same tab), under
 * `platform-embed:chat:<chatId>`. Forgotten once the answer ends.
 *
 * @module
 * @internal
 */

import { MESSAGE_ID } from '../rules.js';

/** The key prefix in `sessionStorage`: the thread's id follows it. */
export const STORAGE_PREFIX = 'platform-embed:chat:';

const memory = new Map<string, string>();

/**
 * The tab's `sessionStorage`, or undefined: none on a server, in a worker, or where reading it
 * throws (storage blocked, a sandboxed frame).
 */
function tabStorage(): Storage | undefined {
  try {
    const storage = globalThis.sessionStorage;
    return typeof storage?.getItem === 'function' ? storage : undefined;
  } catch {
    return undefined;
  }
}

/** Runs a storage call; a full or blocked storage is no failure of the chat. */
function quietly<T>(call: (storage: Storage) => T): T | undefined {
  const storage = tabStorage();
  if (!storage) return undefined;
  try {
    return call(storage);
  } catch {
    return undefined;
  }
}

/** Remembers that the answer to `messageId` is running in the thread `chatId`. */
export function rememberAnswer(chatId: string, messageId: string): void {
  memory.set(chatId, messageId);
  quietly((storage) => storage.setItem(STORAGE_PREFIX + chatId, messageId));
}

/** The `messageId` of the answer left running in the thread `chatId`, if one was remembered (a stored value that is no message id is not). */
export function rememberedAnswer(chatId: string): string | undefined {
  const known = memory.get(chatId) ?? quietly((storage) => storage.getItem(STORAGE_PREFIX + chatId)) ?? undefined;
  return known !== undefined && MESSAGE_ID.test(known) ? known : undefined;
}

/** Forgets the answer to `messageId` in the thread `chatId`: it ended. (An answer remembered since, to another message, stays.) */
export function forgetAnswer(chatId: string, messageId: string): void {
  if (memory.get(chatId) === messageId) memory.delete(chatId);
  quietly((storage) => {
    if (storage.getItem(STORAGE_PREFIX + chatId) === messageId) storage.removeItem(STORAGE_PREFIX + chatId);
  });
}
