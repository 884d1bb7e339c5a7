/**
 * The field rules of a stream line onto a thread message: a new message from a line, a line's
 * present fields set on a message, a delta's text appended on a copy.
 */
import { describe, expect, it } from 'vitest';
import { assign, changed, messageOf } from '../../src/chat/message-fields.js';
import type { ChatMessage, ChatStreamMessage } from '../../src/chat/types.js';

describe('messageOf', () => {
  it('copies the present fields of a line, without state or undefined fields', () => {
    const line: ChatStreamMessage = {
      id: 'a',
      role: 'assistant',
      content: 'Hi',
      sort: 3,
      isDelta: undefined,
      state: { chatId: 'c' },
    };
    const message = messageOf(line);
    expect(message).toEqual({ id: 'a', role: 'assistant', content: 'Hi', sort: 3 });
    expect('isDelta' in message).toBe(false);
    expect(message).not.toBe(line);
  });

  it('keeps unknown fields, and skips state and an own __proto__', () => {
    const line = JSON.parse(
      '{"id":"a","custom":1,"state":{"chatId":"c"},"__proto__":{"polluted":true}}',
    ) as ChatStreamMessage;
    const message = messageOf(line);
    expect(message).toEqual({ id: 'a', custom: 1 });
    expect(Object.getPrototypeOf(message)).toBe(Object.prototype);
    expect((message as { polluted?: unknown }).polluted).toBeUndefined();
  });
});

describe('assign', () => {
  it('replaces the fields present in the line, in place, and leaves the others', () => {
    const target: ChatMessage = { id: 'a', role: 'assistant', content: 'old', thinking: 'keep' };
    assign(target, { id: 'a', content: 'new', isInProcess: false, graphPath: ['final'] });
    expect(target).toEqual({
      id: 'a',
      role: 'assistant',
      content: 'new',
      thinking: 'keep',
      isInProcess: false,
      graphPath: ['final'],
    });
  });

  it('sets unknown fields, never state or the prototype', () => {
    const target: ChatMessage = { id: 'a' };
    assign(target, JSON.parse('{"id":"a","extra":"x","state":{},"__proto__":{"polluted":true}}') as ChatStreamMessage);
    expect(target).toEqual({ id: 'a', extra: 'x' });
    expect(Object.getPrototypeOf(target)).toBe(Object.prototype);
  });

  it('skips inherited keys of a hand-made line', () => {
    const line = Object.assign(Object.create({ inherited: 'no' }) as object, {
      id: 'a',
      content: 'yes',
    }) as ChatStreamMessage;
    const target: ChatMessage = { id: 'a' };
    assign(target, line);
    expect(target).toEqual({ id: 'a', content: 'yes' });
  });
});

describe('changed', () => {
  it('appends a delta’s content and thinking, on a copy', () => {
    const message: ChatMessage = { id: 'a', content: 'Hel', thinking: 'hm' };
    const after = changed(message, { id: 'a', isDelta: true, content: 'lo', thinking: 'm', sort: 2 });
    expect(after).toEqual({ id: 'a', content: 'Hello', thinking: 'hmm', isDelta: true, sort: 2 });
    expect(message).toEqual({ id: 'a', content: 'Hel', thinking: 'hm' });
  });

  it('appends to nothing when the message had no text yet', () => {
    expect(changed({ id: 'a' }, { id: 'a', isDelta: true, content: 'x' })).toEqual({
      id: 'a',
      content: 'x',
      isDelta: true,
    });
  });

  it('replaces the text of a line that is not a delta', () => {
    expect(changed({ id: 'a', content: 'old' }, { id: 'a', content: 'new' })).toEqual({ id: 'a', content: 'new' });
    expect(changed({ id: 'a', content: 'old' }, { id: 'a', isDelta: false, content: 'new' })).toEqual({
      id: 'a',
      content: 'new',
      isDelta: false,
    });
  });
});
