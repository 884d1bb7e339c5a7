/**
 * The catalog, the one definition of every event and action: the names, surfaces and replay
 * policies the generated file holds come from it in its order; every field is documented; and
 * `payloadSchema` builds each payload's zod schema from the fields' — closed (unknown keys
 * dropped) unless the message is open, nested objects keeping further keys, value rules left to
 * the validators and to platform-embed/schemas.
 */
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  ACTIONS,
  EVENTS,
  type FieldDefinition,
  type MessageDefinition,
  payloadSchema,
} from '../../src/protocol/catalog.js';
import { ACTION_NAMES, ACTION_REPLAY, EVENT_NAMES, EVENT_SURFACES } from '../../src/protocol/generated.js';
import { SURFACES } from '../../src/protocol/vocabulary.js';

/** Every field of a definition, nested ones included, with its path. */
function fieldsOf(fields: Readonly<Record<string, FieldDefinition>>, prefix = ''): Array<[string, FieldDefinition]> {
  return Object.entries(fields).flatMap(([name, field]) => [
    [`${prefix}${name}`, field] as [string, FieldDefinition],
    ...(field.fields ? fieldsOf(field.fields, `${prefix}${name}.`) : []),
  ]);
}

const messages: Array<[string, MessageDefinition]> = [...Object.entries(EVENTS), ...Object.entries(ACTIONS)];

describe('the catalog and what is generated from it', () => {
  it('names every event and action in catalog order', () => {
    expect(Object.keys(EVENTS)).toEqual([...EVENT_NAMES]);
    expect(Object.keys(ACTIONS)).toEqual([...ACTION_NAMES]);
  });

  it('gives each action its replay policy, and the events sent by some surfaces only their surfaces', () => {
    expect(Object.fromEntries(Object.entries(ACTIONS).map(([name, { replay }]) => [name, replay]))).toEqual(
      ACTION_REPLAY,
    );
    const surfaces = Object.fromEntries(
      Object.entries(EVENTS).flatMap(([name, definition]) =>
        'surfaces' in definition ? [[name, definition.surfaces]] : [],
      ),
    );
    expect(surfaces).toEqual(EVENT_SURFACES);
    for (const list of Object.values(surfaces)) for (const surface of list) expect(SURFACES).toContain(surface);
  });

  it('documents every message and every field, nested ones included', () => {
    for (const [name, definition] of messages) {
      expect(definition.doc.trim(), name).not.toBe('');
      for (const [path, field] of fieldsOf(definition.fields)) expect(field.doc.trim(), `${name} ${path}`).not.toBe('');
    }
  });

  it('opens only set-theme, whose payload is a theme object the service may extend', () => {
    expect(messages.filter(([, definition]) => definition.open).map(([name]) => name)).toEqual(['set-theme']);
  });
});

describe('payloadSchema', () => {
  it('takes the fields’ schemas; a closed payload drops unknown keys', () => {
    const schema = payloadSchema(EVENTS.navigate);
    expect(Object.keys(schema.def.shape)).toEqual(Object.keys(EVENTS.navigate.fields));
    expect(z.parse(schema, { path: '/a', previousPath: '/b', extra: 1 })).toEqual({ path: '/a', previousPath: '/b' });
    expect(z.safeParse(schema, { previousPath: '/b' }).success).toBe(false);
  });

  it('an open payload keeps further keys, at every depth of its nested objects', () => {
    const schema = payloadSchema(ACTIONS['set-theme']);
    const theme = {
      primaryColor: '#7c5cff',
      brandNew: true,
      analyticsChat: { backgroundColor: null, later: 1, chatInput: { borderColor: '#000', deeper: 'kept' } },
    };
    expect(z.parse(schema, theme)).toEqual(theme);
    expect(z.safeParse(schema, { analyticsChat: { chatInput: { borderColor: 7 } } }).success).toBe(false);
    expect(z.parse(schema, { analyticsChat: null, chat: undefined })).toEqual({ analyticsChat: null, chat: undefined });
  });

  it('a nested field lists its own fields in the order of its schema’s shape', () => {
    const { analyticsChat } = ACTIONS['set-theme'].fields;
    expect(Object.keys(analyticsChat.fields)).toEqual(['backgroundColor', 'chatInput']);
    expect(Object.keys(analyticsChat.fields.chatInput.fields)).toEqual(['backgroundColor', 'borderColor']);
  });

  it('leaves the value rules out: a negative count has the right type', () => {
    expect(EVENTS.download.fields.rowCount.rule).toBe('nonNegative');
    expect(
      z.safeParse(payloadSchema(EVENTS.download), { format: 'csv', target: 'dashboard', rowCount: -1 }).success,
    ).toBe(true);
  });
});
