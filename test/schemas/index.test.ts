/**
 * platform-embed/schemas: one zod schema per catalog name, built from the catalog with its value
 * rules — each broken rule a `custom` issue at its field, saying what the value must be, checked
 * once the types are right. (That the schemas and the generated validators agree on every payload
 * is test/protocol/generated.test.ts.)
 */
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { ACTIONS as CATALOG_ACTIONS, EVENTS as CATALOG_EVENTS } from '../../src/protocol/catalog.js';
import { ACTION_NAMES, EVENT_NAMES } from '../../src/protocol/generated.js';
import { RULES as PROTOCOL_RULES } from '../../src/protocol/rules.js';
import {
  ACTION_PAYLOAD_SCHEMAS,
  ACTIONS,
  CHAT_STREAM_MESSAGE_SCHEMA,
  EVENT_PAYLOAD_SCHEMAS,
  EVENTS,
  RULES,
} from '../../src/schemas/index.js';

describe('the payload schemas', () => {
  it('one per catalog name, in a frozen record', () => {
    expect(Object.keys(EVENT_PAYLOAD_SCHEMAS)).toEqual([...EVENT_NAMES]);
    expect(Object.keys(ACTION_PAYLOAD_SCHEMAS)).toEqual([...ACTION_NAMES]);
    expect(Object.isFrozen(EVENT_PAYLOAD_SCHEMAS)).toBe(true);
    expect(Object.isFrozen(ACTION_PAYLOAD_SCHEMAS)).toBe(true);
  });

  it('a broken rule is a custom issue at its field whose message is the rule', () => {
    const result = z.safeParse(EVENT_PAYLOAD_SCHEMAS.download, { format: 'csv', target: 'dashboard', rowCount: -3 });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ code: 'custom', path: ['rowCount'], message: 'a number ≥ 0' }),
    ]);
    const locale = z.safeParse(ACTION_PAYLOAD_SCHEMAS['set-locale'], { locale: 'not a locale' });
    expect(locale.error?.issues).toEqual([
      expect.objectContaining({ code: 'custom', path: ['locale'], message: PROTOCOL_RULES.localeCode.rule }),
    ]);
  });

  it('every broken rule is told, and an absent field breaks none', () => {
    const result = z.safeParse(EVENT_PAYLOAD_SCHEMAS['dashboard-loaded'], { widgetCount: -1, loadDurationMs: -2 });
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([['widgetCount'], ['loadDurationMs']]);
    expect(z.safeParse(EVENT_PAYLOAD_SCHEMAS['dashboard-loaded'], {}).success).toBe(true);
  });

  it('a value of the wrong type fails on its type, and no rule runs on it', () => {
    const result = z.safeParse(ACTION_PAYLOAD_SCHEMAS.navigate, { path: 42 });
    expect(result.error?.issues.map((issue) => issue.code)).toEqual(['invalid_type']);
  });

  it('a payload that keeps its rules passes as the catalog’s schema would pass it', () => {
    expect(
      z.parse(ACTION_PAYLOAD_SCHEMAS['set-filter'], { filterUrlParameter: 'f_orders.status=["paid"]', extra: 1 }),
    ).toEqual({ filterUrlParameter: 'f_orders.status=["paid"]' });
    expect(z.safeParse(ACTION_PAYLOAD_SCHEMAS['set-filter'], { filterUrlParameter: 'status=paid' }).success).toBe(
      false,
    );
    expect(z.safeParse(ACTION_PAYLOAD_SCHEMAS.navigate, { path: '//evil.example' }).success).toBe(false);
  });
});

it('exports the catalog, its rules and the chat schemas as they are', () => {
  expect(EVENTS).toBe(CATALOG_EVENTS);
  expect(ACTIONS).toBe(CATALOG_ACTIONS);
  expect(RULES).toBe(PROTOCOL_RULES);
  expect(CHAT_STREAM_MESSAGE_SCHEMA).toBeDefined();
});
