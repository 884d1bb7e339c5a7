// @vitest-environment node
/**
 * The session-settings rules the chat client checks by hand before sending (src/chat/request.ts)
 * are the schema's (SESSION_SETTINGS_SCHEMA of `platform-embed/schemas`): the same verdict on
 * any JSON value, and what it sends is what it checked.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { checkSessionSettings } from '../../src/chat/request.js';
import { SESSION_SETTINGS_SCHEMA } from '../../src/schemas/index.js';

/** Strings that meet or break the id rules: empty, capitals, spaces, an email. */
const someText = fc.oneof(
  fc.constantFrom('', 'alice', 'Alice', 'al ice', 'a@example.com', 'x\ty'),
  fc.string({ maxLength: 6 }),
);
/** Any JSON value, shallow. */
const someValue = fc.oneof(someText, fc.integer(), fc.boolean(), fc.constant(null), fc.constant([]), fc.constant({}));
/** Attribute values: of every type the session call takes (string, number, boolean, arrays of strings or numbers, null), and not (mixed arrays, objects). */
const attributeValue = fc.oneof(
  someValue,
  fc.array(someText, { maxLength: 2 }),
  fc.array(fc.integer(), { maxLength: 2 }),
  fc.array(someValue, { maxLength: 2 }),
);
const attribute = fc.oneof(
  fc.record({ name: someText, value: attributeValue }, { requiredKeys: ['name'] }),
  fc.record({ name: someValue, value: someValue }, { requiredKeys: [] }),
  someValue,
);

/** Settings-like JSON objects: each known key absent, well-formed or not, and other keys. */
const settings = fc.record(
  {
    externalId: fc.oneof(someText, someValue),
    internalId: fc.oneof(someText, someValue),
    email: fc.oneof(someText, someValue),
    isEphemeral: fc.oneof(fc.boolean(), someValue),
    ephemeralTtlSeconds: fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }), someValue),
    userAttributes: fc.oneof(fc.array(attribute, { maxLength: 3 }), someValue),
    groups: fc.oneof(fc.array(someText, { maxLength: 3 }), fc.array(someValue, { maxLength: 3 }), someValue),
    roles: fc.oneof(fc.array(someText, { maxLength: 2 }), someValue),
    securityContext: fc.oneof(fc.dictionary(someText, someValue, { maxKeys: 2 }), someValue),
    future: someValue,
  },
  { requiredKeys: [] },
);

/** Well-formed values of the keys besides the user. */
const WELL_FORMED: Record<string, unknown> = {
  email: 'a@example.com',
  isEphemeral: false,
  ephemeralTtlSeconds: 3_600,
  userAttributes: [{ name: 'region', value: 'west' }],
  groups: ['sales'],
  roles: ['admin'],
  securityContext: { tenant: 7 },
};

/** Settings that name one user, any of the other keys well-formed — and at most one key that may be anything: where a single rule decides. */
const nearlyValid = fc
  .tuple(
    fc.oneof(
      fc.record({ externalId: fc.constantFrom('alice', 'bob-2') }),
      fc.record({ internalId: fc.constantFrom('analyst@example.com') }),
      fc.record({ externalId: someText }),
      fc.record({ internalId: someText }),
    ),
    fc.subarray(Object.entries(WELL_FORMED)),
    fc.option(
      fc.oneof(
        fc.tuple(fc.constantFrom('externalId', 'internalId', ...Object.keys(WELL_FORMED)), someValue),
        fc.tuple(
          fc.constant('userAttributes'),
          fc.array(fc.record({ name: someText, value: someText }), { minLength: 1, maxLength: 2 }),
        ),
        fc.tuple(fc.constant('userAttributes'), fc.array(attribute, { minLength: 1, maxLength: 2 })),
        fc.tuple(fc.constant('groups'), fc.array(someValue, { minLength: 1, maxLength: 2 })),
      ),
      { freq: 2 },
    ),
  )
  .map(([user, rest, broken]) => ({ ...Object.fromEntries(rest), ...user, ...(broken && { [broken[0]]: broken[1] }) }));

const accepts = (value: unknown): boolean => {
  try {
    checkSessionSettings(value);
    return true;
  } catch {
    return false;
  }
};

describe('checkSessionSettings', () => {
  it('gives the verdict of SESSION_SETTINGS_SCHEMA on any JSON value, and returns the same data', () => {
    fc.assert(
      fc.property(fc.oneof(settings, nearlyValid, someValue), (value) => {
        const parsed = z.safeParse(SESSION_SETTINGS_SCHEMA, value);
        expect(accepts(value)).toBe(parsed.success);
        if (parsed.success) expect(checkSessionSettings(value)).toEqual(parsed.data);
      }),
      { numRuns: 2_000 },
    );
  });

  it('checks what will be sent: a toJSON or a getter runs once, before the checks', () => {
    const disguised = { externalId: 'ann', toJSON: () => ({ externalId: 'Ann Smith', groups: [1] }) };
    expect(() => checkSessionSettings(disguised)).toThrow(
      /^sessionSettings\.externalId: expected a lowercase id without spaces, got "Ann Smith"$/,
    );
    let reads = 0;
    const changing = {
      get externalId() {
        reads += 1;
        return reads === 1 ? 'dave' : 'DAVE X';
      },
    };
    expect(checkSessionSettings(changing)).toEqual({ externalId: 'dave' });
    expect(reads).toBe(1);
  });

  it('takes user attribute values of every type the session call takes, and names the one it refuses', () => {
    const userAttributes = [
      { name: 'region', value: 'west' },
      { name: 'level', value: 3 },
      { name: 'manager', value: true },
      { name: 'regions', value: ['west', 'east'] },
      { name: 'accounts', value: [7, 9] },
      { name: 'cleared', value: null },
      { name: 'unset' },
    ];
    expect(checkSessionSettings({ externalId: 'alice', userAttributes })).toEqual({
      externalId: 'alice',
      userAttributes,
    });
    expect(() =>
      checkSessionSettings({
        externalId: 'alice',
        userAttributes: [
          { name: 'r', value: 'x' },
          { name: 'mixed', value: ['a', 1] },
        ],
      }),
    ).toThrow(
      /^sessionSettings\.userAttributes\[1\]\.value: expected a string, a number, a boolean, an array of strings or of numbers, or null, got an array$/,
    );
    expect(() => checkSessionSettings({ externalId: 'alice', userAttributes: [{ name: '', value: 'x' }] })).toThrow(
      /^sessionSettings\.userAttributes\[0\]\.name: expected a non-empty string, got ""$/,
    );
  });

  it('returns a copy: the caller’s object and its arrays are not what is sent', () => {
    const given = {
      externalId: 'alice',
      userAttributes: [{ name: 'region', value: 'west' }],
      groups: ['sales'],
      securityContext: { tenant: { id: 7 } },
    };
    const checked = checkSessionSettings(given);
    expect(checked).toEqual(given);
    expect(checked).not.toBe(given);
    expect(checked.userAttributes).not.toBe(given.userAttributes);
    expect(checked.userAttributes?.[0]).not.toBe(given.userAttributes[0]);
    expect(checked.groups).not.toBe(given.groups);
    expect(checked.securityContext).not.toBe(given.securityContext);
  });
});
