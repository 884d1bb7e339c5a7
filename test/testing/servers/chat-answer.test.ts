/**
 * What the fake chat server answers: the tool calls a test scripts (platformMeta, platformSqlApi
 * with its rows, chart and the user's request), the default answer, the lines of an answer in
 * spec 2.5's typical order (echo, start, thinking and content deltas, each tool call started then
 * complete, the final message, or an error line),
 * and a message copied.
 */
import { describe, expect, it } from 'vitest';
import {
  AGENT_NODE,
  copyMessage,
  defaultChatAnswer,
  type FakeChatMessage,
  metaToolCall,
  type PlannedLine,
  planAnswer,
  SQL_ROW_LIMIT,
  sqlToolCall,
} from '../../../src/testing/servers/chat-answer.js';

const context = { input: 'Revenue by region?', messageId: '1732512345678-message' };
const messagesOf = (lines: PlannedLine[]) => lines.flatMap((line) => ('message' in line ? [line.message] : []));

describe('the scripted tool calls', () => {
  it('metaToolCall: a search and what it found, failing when asked', () => {
    const call = metaToolCall({ searchQuery: 'churn' });
    expect(call).toMatchObject({
      name: 'platformMeta',
      input: { searchQuery: 'churn' },
      result: { searchQuery: 'churn', cubes: [expect.objectContaining({ name: 'orders_view' })] },
    });
    expect(call.error).toBeUndefined();
    expect(metaToolCall({ error: 'no model' }).error).toBe('no model');
  });

  it('sqlToolCall: the query echoed, the schema, at most 100 rows, totalRows, a uuid and a bar chart without data', () => {
    const rows = Array.from({ length: 150 }, (_, index) => [`r${index}`, index]);
    const call = sqlToolCall({
      rows,
      columns: [
        { name: 'name', column_type: 'String' },
        { name: 'n', column_type: 'Int64' },
      ],
      uuid: 'u-1',
      memoryId: 'm-1',
    });
    const input = call.input as Record<string, string>;
    const result = call.result as Record<string, unknown>;
    expect(input.memoryId).toBe('m-1');
    expect(result.memoryId).toBeUndefined();
    expect(result).toMatchObject({
      sqlQuery: input.sqlQuery,
      queryTitle: 'Revenue by region',
      totalRows: 150,
      uuid: 'u-1',
    });
    expect(result.data).toHaveLength(SQL_ROW_LIMIT);
    expect(JSON.parse(input.vegaSpec!)).toMatchObject({
      mark: { type: 'bar' },
      encoding: { x: { field: 'name' }, y: { field: 'n' } },
    });
    expect(result.vegaSpec).toBe(input.vegaSpec);
    expect(JSON.parse(input.vegaSpec!).data).toBeUndefined();
  });

  it('no chart without a text and a numeric column, or when told none', () => {
    expect(
      (sqlToolCall({ columns: [{ name: 'n', column_type: 'Int64' }], rows: [[1]] }).input as Record<string, unknown>)
        .vegaSpec,
    ).toBeUndefined();
    expect((sqlToolCall({ chart: false }).result as Record<string, unknown>).vegaSpec).toBeUndefined();
  });

  it('sqlToolCall: any rows (object rows too) and any vegaSpec (a hostile one, text that is not JSON) sent as given', () => {
    const hostile = {
      mark: 'image',
      data: { url: 'http://127.0.0.1:9/steal' },
      usermeta: { embedOptions: { actions: true } },
    };
    const rows = [{ city: 'Paris', __proto__: 1 }, { nested: { deep: [1, 2] } }, 'not a row'];
    const call = sqlToolCall({ rows: rows as never, chart: hostile });
    const result = call.result as Record<string, unknown>;
    expect(result.data).toEqual(rows);
    expect(result.vegaSpec).toBe(JSON.stringify(hostile));
    expect((call.input as Record<string, unknown>).vegaSpec).toBe(JSON.stringify(hostile));

    const text = sqlToolCall({ chart: '{mark: "bar"' });
    expect((text.result as Record<string, unknown>).vegaSpec).toBe('{mark: "bar"');
    expect((text.input as Record<string, unknown>).vegaSpec).toBe('{mark: "bar"');
  });

  it('the default answer thinks, searches for the question, queries revenue by region and answers with non-ASCII text', () => {
    const answer = defaultChatAnswer('How are regions doing?');
    expect(answer.toolCalls?.map((call) => call.name)).toEqual(['platformMeta', 'platformSqlApi']);
    expect(answer.toolCalls?.[0]?.input).toEqual({ searchQuery: 'How are regions doing?' });
    expect(answer.thinking).toBeTruthy();
    expect(answer.text).toMatch(/[€—]/);
  });
});

describe('planAnswer', () => {
  it('echo, start, thinking and content deltas, each tool call twice, then the final message', () => {
    const lines = planAnswer(
      { thinking: 'one two three four', text: 'a b c d e', toolCalls: [metaToolCall()] },
      context,
    );
    const messages = messagesOf(lines);
    expect(messages[0]).toEqual({
      id: '1732512345678-message',
      role: 'user',
      content: 'Revenue by region?',
      isDelta: false,
      isInProcess: false,
    });
    expect(messages[1]).toMatchObject({
      id: '1732512345678-assistant',
      content: '',
      isDelta: true,
      isInProcess: true,
      graphPath: [AGENT_NODE],
    });
    expect(messages.filter((message) => message.thinking !== undefined).map((message) => message.thinking)).toEqual([
      'one two three ',
      'four',
    ]);
    expect(messages.filter((message) => message.isDelta && message.content).map((message) => message.content)).toEqual([
      'a b c ',
      'd e',
    ]);
    const tools = messages.filter((message) => message.toolCall);
    expect(tools.map((message) => [message.id, message.isInProcess, message.toolCall?.result === undefined])).toEqual([
      ['1732512345678-tool-1', true, true],
      ['1732512345678-tool-1', false, false],
    ]);
    expect(messages.at(-1)).toMatchObject({
      id: '1732512345678-assistant',
      content: 'a b c d e',
      graphPath: ['final'],
      isDelta: false,
      isInProcess: false,
    });
  });

  it('a failed tool call’s result is { error }; a failed answer ends with an error line and no final message', () => {
    const lines = planAnswer(
      { text: 'never', toolCalls: [metaToolCall({ error: 'no such cube' })], error: 'model overloaded' },
      context,
    );
    const complete = messagesOf(lines).find((message) => message.toolCall?.result !== undefined);
    expect(JSON.parse(complete!.toolCall!.result!)).toEqual({ error: 'no such cube' });
    expect(lines.at(-1)).toEqual({ error: 'model overloaded' });
    expect(messagesOf(lines).some((message) => message.graphPath?.[0] === 'final')).toBe(false);
  });

  it('a SQL call without userRequest gets the user’s message, in its input and result', () => {
    const complete = messagesOf(planAnswer({ text: 'x', toolCalls: [sqlToolCall()] }, context)).find(
      (message) => message.toolCall?.result !== undefined,
    )!;
    expect(JSON.parse(complete.toolCall!.input).userRequest).toBe('Revenue by region?');
    expect(JSON.parse(complete.toolCall!.result!).userRequest).toBe('Revenue by region?');
    const given = messagesOf(
      planAnswer({ text: 'x', toolCalls: [sqlToolCall({ userRequest: 'mine' })] }, context),
    ).find((message) => message.toolCall)!;
    expect(JSON.parse(given.toolCall!.input).userRequest).toBe('mine');
  });
});

describe('copyMessage', () => {
  it('copyMessage shares nothing mutable', () => {
    const message: FakeChatMessage = { id: 's', sort: 9, state: { messages: [{ id: 'x', sort: 1 }] } };
    const copy = copyMessage(message);
    expect(copy).toEqual(message);
    copy.state!.messages![0]!.id = 'y';
    expect(message.state?.messages?.[0]?.id).toBe('x');
  });
});
