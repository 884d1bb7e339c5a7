/**
 * The chat zod schemas: the request body held to the spec's rules (spec 2.4, 8), and what the
 * service sends read leniently (open objects). `platform-embed/schemas` exports those of a stream
 * line, the session settings and the tools; the request bodies' are internal.
 */
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { CHAT_ABORT_REQUEST_SCHEMA, CHAT_REQUEST_SCHEMA } from '../../src/chat/schemas.js';
import {
  CHAT_STREAM_MESSAGE_SCHEMA,
  META_RESULT_SCHEMA,
  SESSION_SETTINGS_SCHEMA,
  SQL_INPUT_SCHEMA,
  SQL_RESULT_SCHEMA,
} from '../../src/schemas/index.js';
import { newerReference } from '../support/newer-reference.js';

const ok = (schema: z.ZodMiniType, value: unknown) => z.safeParse(schema, value).success;
/** The paths and messages of the issues of a refused value. */
const issues = (schema: z.ZodMiniType, value: unknown) => {
  const result = z.safeParse(schema, value);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('CHAT_REQUEST_SCHEMA', () => {
  it('accepts a new message, a message to a thread, and a state request', () => {
    expect(
      ok(CHAT_REQUEST_SCHEMA, {
        input: 'Revenue by region?',
        messageId: '1718000000000-message',
        sessionSettings: { externalId: 'user-1' },
      }),
    ).toBe(true);
    expect(
      ok(CHAT_REQUEST_SCHEMA, {
        input: 'And by month?',
        chatId: 'c-1',
        messageId: '17180000000001-message',
        activeBranchName: 'dev',
        isDefaultBranch: false,
      }),
    ).toBe(true);
    expect(ok(CHAT_REQUEST_SCHEMA, { chatId: 'c-1' })).toBe(true);
  });

  it('takes the newer reference’s request: allowChatWorkspaceAuthoring, attribute values of every type, and keeps them', () => {
    const request = newerReference('chat-request.json');
    const parsed = z.safeParse(CHAT_REQUEST_SCHEMA, request);
    expect(parsed.success && parsed.data).toEqual(request);
    expect(issues(CHAT_REQUEST_SCHEMA, { chatId: 'c-1', allowChatWorkspaceAuthoring: 'yes' })).toEqual([
      'allowChatWorkspaceAuthoring: Invalid input',
    ]);
  });

  it.each([
    '1718000000000',
    '171800000000-message',
    'x1718000000000-message',
    '1718000000000-message ',
    '1718000000000-msg',
  ])('refuses the messageId %j', (messageId) => {
    expect(issues(CHAT_REQUEST_SCHEMA, { messageId })).toEqual([
      'messageId: a message id such as "1718000000000-message"',
    ]);
  });
});

describe('SESSION_SETTINGS_SCHEMA', () => {
  it('accepts an external user with attributes, groups and a security context, and further keys', () => {
    const settings = {
      externalId: 'user-1@example.com',
      email: 'User@example.com',
      userAttributes: [{ name: 'region', value: 'EU' }],
      groups: ['sales'],
      securityContext: { tenant: 7 },
      isEphemeral: false,
      ephemeralTtlSeconds: 3_600,
      future: 'kept',
    };
    expect(z.parse(SESSION_SETTINGS_SCHEMA, settings)).toEqual(settings);
  });

  it('accepts an internal user alone', () => {
    expect(ok(SESSION_SETTINGS_SCHEMA, { internalId: 'analyst@example.com', email: 'analyst@example.com' })).toBe(true);
  });

  it('refuses both ids, or neither', () => {
    expect(issues(SESSION_SETTINGS_SCHEMA, { externalId: 'a', internalId: 'b@example.com' })).toEqual([
      ': exactly one of externalId and internalId',
    ]);
    expect(issues(SESSION_SETTINGS_SCHEMA, { email: 'a@example.com' })).toEqual([
      ': exactly one of externalId and internalId',
    ]);
  });

  it.each(['User-1', 'user 1', 'user\t1'])('refuses the externalId %j: lowercase, no spaces', (externalId) => {
    expect(issues(SESSION_SETTINGS_SCHEMA, { externalId })).toEqual(['externalId: a lowercase id without spaces']);
  });

  it('refuses userAttributes, groups and securityContext with internalId', () => {
    expect(
      issues(SESSION_SETTINGS_SCHEMA, {
        internalId: 'a@example.com',
        userAttributes: [],
        groups: ['g'],
        securityContext: {},
      }),
    ).toEqual([
      'userAttributes: nothing with internalId',
      'groups: nothing with internalId',
      'securityContext: nothing with internalId',
    ]);
  });

  it('takes attribute values of every type the session call takes: string, number, boolean, arrays of strings or numbers, null, none', () => {
    for (const value of ['west', 3, 0.5, true, false, ['a', 'b'], [1, 2], [], null, undefined]) {
      expect(
        ok(SESSION_SETTINGS_SCHEMA, { externalId: 'a', userAttributes: [{ name: 'region', value }] }),
        JSON.stringify(value),
      ).toBe(true);
    }
  });

  it('refuses an attribute value of another type: an object, a mixed array, an array of booleans', () => {
    for (const value of [{ a: 1 }, ['a', 1], [true], [null]]) {
      expect(
        ok(SESSION_SETTINGS_SCHEMA, { externalId: 'a', userAttributes: [{ name: 'region', value }] }),
        JSON.stringify(value),
      ).toBe(false);
    }
  });
});

describe('CHAT_ABORT_REQUEST_SCHEMA', () => {
  it('needs the chatId', () => {
    expect(ok(CHAT_ABORT_REQUEST_SCHEMA, { chatId: 'c-1', sessionSettings: { externalId: 'user-1' } })).toBe(true);
    expect(ok(CHAT_ABORT_REQUEST_SCHEMA, {})).toBe(false);
  });
});

describe('what the service sends is read leniently', () => {
  it('a stream line keeps unknown fields, at every level', () => {
    const line = {
      id: '__cutoff__',
      sort: 0,
      state: { isStreaming: false, chatId: 'c-1', extra: 1 },
      toolCall: { name: 't', extra: 2 },
      extra: 3,
    };
    expect(z.parse(CHAT_STREAM_MESSAGE_SCHEMA, line)).toEqual(line);
  });

  it('a SQL result needs the query, the columns, the rows and their count; the rest is optional', () => {
    expect(
      ok(SQL_RESULT_SCHEMA, {
        sqlQuery: 'SELECT 1',
        schema: [{ name: 'one', column_type: 'Int64' }],
        data: [[1]],
        totalRows: 1,
      }),
    ).toBe(true);
    expect(
      ok(SQL_RESULT_SCHEMA, {
        sqlQuery: 'SELECT 1',
        schema: [],
        data: [],
        totalRows: 0,
        uuid: 'u',
        vegaSpec: '{}',
        queryTitle: 't',
        extra: true,
      }),
    ).toBe(true);
    expect(ok(SQL_RESULT_SCHEMA, { sqlQuery: 'SELECT 1', schema: [], data: [1], totalRows: 1 })).toBe(false);
  });

  it('a SQL input needs only the query', () => {
    expect(ok(SQL_INPUT_SCHEMA, { sqlQuery: 'SELECT 1' })).toBe(true);
    expect(ok(SQL_INPUT_SCHEMA, { queryTitle: 'x' })).toBe(false);
  });

  it('a metadata result: cubes with members, aggType optional', () => {
    const result = {
      cubes: [
        {
          name: 'orders',
          type: 'view',
          title: 'Orders',
          members: [{ name: 'orders.status', title: 'Status', description: '', type: 'string' }],
        },
      ],
      searchQuery: 'orders',
    };
    expect(ok(META_RESULT_SCHEMA, result)).toBe(true);
  });
});
