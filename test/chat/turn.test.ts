/**
 * A run's own turn of a thread: the messages after its user message up to the next user message
 * (after the last user message when the echo is missing), and when the final answer changed in
 * what a reader sees.
 */
import { describe, expect, it } from 'vitest';
import { answerChanged, turnOf } from '../../src/chat/turn.js';
import type { ChatMessage } from '../../src/chat/types.js';

const user = (id: string): ChatMessage => ({ id, role: 'user', content: id }) as ChatMessage;
const agent = (id: string, fields: Partial<ChatMessage> = {}): ChatMessage =>
  ({ id, role: 'assistant', content: id, ...fields }) as ChatMessage;
const ids = (messages: readonly ChatMessage[]) => messages.map((message) => message.id);

describe('turnOf', () => {
  const thread = [user('1-message'), agent('a1'), agent('a2'), user('2-message'), agent('b1'), user('3-message')];

  it('is the messages after the user message of that id, up to the next user message', () => {
    expect(ids(turnOf(thread, '1-message'))).toEqual(['a1', 'a2']);
    expect(ids(turnOf(thread, '2-message'))).toEqual(['b1']);
    expect(ids(turnOf(thread, '3-message'))).toEqual([]);
  });

  it('without that echo, the messages after the last user message', () => {
    expect(ids(turnOf([...thread, agent('c1'), agent('c2')], 'missing-message'))).toEqual(['c1', 'c2']);
    expect(ids(turnOf([agent('x'), agent('y')], 'missing-message'))).toEqual(['x', 'y']);
    expect(turnOf([], 'missing-message')).toEqual([]);
  });

  it('never an earlier turn’s: a follow-up’s final state holds every turn', () => {
    const followUp = [user('1-message'), agent('old answer'), user('2-message'), agent('new answer')];
    expect(ids(turnOf(followUp, '2-message'))).toEqual(['new answer']);
  });
});

describe('answerChanged', () => {
  const before = agent('a', { content: 'Revenue rose', thinking: 'Looking', isInProcess: true });

  it('a first answer, another message, other text, other thinking, or another state is a change', () => {
    expect(answerChanged(undefined, before)).toBe(true);
    expect(answerChanged(before, { ...before, id: 'b' })).toBe(true);
    expect(answerChanged(before, { ...before, content: 'Revenue rose 4%' })).toBe(true);
    expect(answerChanged(before, { ...before, thinking: 'Looking again' })).toBe(true);
    expect(answerChanged(before, { ...before, isInProcess: false })).toBe(true);
  });

  it('the same message with the same text and state is none, whatever else differs', () => {
    expect(answerChanged(before, { ...before })).toBe(false);
    expect(answerChanged(before, { ...before, sort: 9 } as ChatMessage)).toBe(false);
  });
});
