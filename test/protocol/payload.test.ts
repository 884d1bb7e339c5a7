/**
 * The payload rules of each catalog name, looked up by direction and short name or by full wire
 * type: one object per name (its type, name, validator and whether it may hold any value), and
 * nothing for a name outside the catalog — `constructor` and `__proto__` included.
 */
import { describe, expect, it } from 'vitest';
import { ACTION_PREFIX, EVENT_PREFIX } from '../../src/protocol/constants.js';
import {
  ACTION_GUARDS,
  ACTION_NAMES,
  ACTIONS_WITH_ANY_VALUE,
  EVENT_GUARDS,
  EVENT_NAMES,
  EVENTS_WITH_ANY_VALUE,
} from '../../src/protocol/generated.js';
import { payloadRules, rulesOfType } from '../../src/protocol/payload.js';

const directions = [
  {
    direction: 'event',
    names: EVENT_NAMES,
    prefix: EVENT_PREFIX,
    guards: EVENT_GUARDS,
    anyValue: EVENTS_WITH_ANY_VALUE as readonly string[],
  },
  {
    direction: 'action',
    names: ACTION_NAMES,
    prefix: ACTION_PREFIX,
    guards: ACTION_GUARDS,
    anyValue: ACTIONS_WITH_ANY_VALUE as readonly string[],
  },
] as const;

describe.each(directions)('$direction rules', ({ direction, names, prefix, guards, anyValue }) => {
  it('has the rules of every name: its full type, its name, its generated validator, and whether it may hold any value', () => {
    for (const name of names) {
      const rules = payloadRules(direction, name);
      expect(rules, name).toEqual({
        type: `${prefix}${name}`,
        name,
        guard: guards[name as keyof typeof guards],
        anyValue: anyValue.includes(name),
      });
    }
  });

  it('finds the same rules by the full type, and nothing by the short name or the other direction’s prefix', () => {
    const other = prefix === EVENT_PREFIX ? ACTION_PREFIX : EVENT_PREFIX;
    for (const name of names) {
      expect(rulesOfType(direction, `${prefix}${name}`), name).toBe(payloadRules(direction, name));
      expect(rulesOfType(direction, name), name).toBeUndefined();
      expect(rulesOfType(direction, `${other}${name}`), name).toBeUndefined();
    }
  });

  it('knows no name outside the catalog, however it is spelled', () => {
    for (const name of [
      '',
      'constructor',
      '__proto__',
      'toString',
      'hasOwnProperty',
      'READY',
      ' navigate',
      'navigate ',
    ]) {
      expect(payloadRules(direction, name), JSON.stringify(name)).toBeUndefined();
      expect(rulesOfType(direction, `${prefix}${name}`), JSON.stringify(name)).toBeUndefined();
    }
  });
});

it('an event name is not an action name: navigate has rules of its own in each direction', () => {
  const event = payloadRules('event', 'navigate')!;
  const action = payloadRules('action', 'navigate')!;
  expect(event.type).toBe('platform:event:navigate');
  expect(action.type).toBe('platform:action:navigate');
  expect(event.guard).not.toBe(action.guard);
  expect(payloadRules('action', 'ready')).toBeUndefined();
  expect(payloadRules('event', 'set-theme')).toBeUndefined();
});

it('a validator of the rules checks its payload: the fields it knows, a refusal naming the field', () => {
  const { guard } = payloadRules('action', 'set-locale')!;
  expect(guard({ locale: 'en-GB' })).toEqual({ locale: 'en-GB' });
  expect(guard({ locale: 42 })).toMatch(/^payload\.locale: expected string/);
});
