// @vitest-environment happy-dom
/**
 * The answers a page left running, by thread: remembered in memory and in the tab's
 * sessionStorage, found again only when they are message ids, forgotten when their answer
 * ended (an answer to another message remembered since stays), and a storage that throws no
 * failure of the chat.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  forgetAnswer,
  rememberAnswer,
  rememberedAnswer,
  STORAGE_PREFIX,
} from '../../../src/chat/store/remembered-answers.js';

const FIRST = '1732512345678-message';
const SECOND = '1732512399999-message';
let thread = 0;
/** A thread of its own for each test: the memory is the module's. */
function newThread(): string {
  thread += 1;
  return `thread-${thread}`;
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('remembered answers', () => {
  it('remembers an answer in memory and in sessionStorage under the thread’s key', () => {
    const chatId = newThread();
    rememberAnswer(chatId, FIRST);
    expect(rememberedAnswer(chatId)).toBe(FIRST);
    expect(sessionStorage.getItem(`${STORAGE_PREFIX}${chatId}`)).toBe(FIRST);
    expect(STORAGE_PREFIX).toBe('platform-embed:chat:');
  });

  it('finds an answer stored by another page of the tab', () => {
    const chatId = newThread();
    sessionStorage.setItem(`${STORAGE_PREFIX}${chatId}`, SECOND);
    expect(rememberedAnswer(chatId)).toBe(SECOND);
  });

  it('a stored value that is no message id is no answer', () => {
    const chatId = newThread();
    sessionStorage.setItem(`${STORAGE_PREFIX}${chatId}`, 'javascript:alert(1)');
    expect(rememberedAnswer(chatId)).toBeUndefined();
    expect(rememberedAnswer(newThread())).toBeUndefined();
  });

  it('forgets the answer that ended, not one to another message remembered since', () => {
    const chatId = newThread();
    rememberAnswer(chatId, FIRST);
    rememberAnswer(chatId, SECOND);
    forgetAnswer(chatId, FIRST);
    expect(rememberedAnswer(chatId)).toBe(SECOND);
    forgetAnswer(chatId, SECOND);
    expect(rememberedAnswer(chatId)).toBeUndefined();
    expect(sessionStorage.getItem(`${STORAGE_PREFIX}${chatId}`)).toBeNull();
  });

  it('a storage that throws, or none, leaves the memory working', () => {
    const chatId = newThread();
    vi.stubGlobal('sessionStorage', {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    });
    expect(() => rememberAnswer(chatId, FIRST)).not.toThrow();
    expect(rememberedAnswer(chatId)).toBe(FIRST);
    expect(() => forgetAnswer(chatId, FIRST)).not.toThrow();
    expect(rememberedAnswer(chatId)).toBeUndefined();
    vi.stubGlobal('sessionStorage', undefined);
    rememberAnswer(chatId, SECOND);
    expect(rememberedAnswer(chatId)).toBe(SECOND);
  });
});
