/**
 * The flags, each defined once: where each credential and address may come from, which flags
 * and variables hold secrets, and a flag's value taken from the command line before its variable,
 * an empty value counting as absent.
 */
import { describe, expect, it } from 'vitest';
import {
  API_KEY_OPTION,
  CHAT_OPTIONS,
  jsonOption,
  optionOrEnv,
  PLATFORM_OPTIONS,
  SECRET_OPTIONS,
  SECRET_VARIABLES,
} from '../../src/cli/options.js';

describe('optionOrEnv', () => {
  const spec = PLATFORM_OPTIONS.token!;

  it('the flag’s value first, saying it came from the flag', () => {
    expect(optionOrEnv({ token: 'from-flag' }, { PLATFORM_TOKEN: 'from-env' }, 'token', spec)).toEqual({
      value: 'from-flag',
      from: '--token',
    });
  });

  it('else the environment variable’s, saying which', () => {
    expect(optionOrEnv({}, { PLATFORM_TOKEN: 'from-env' }, 'token', spec)).toEqual({
      value: 'from-env',
      from: 'PLATFORM_TOKEN',
    });
    expect(optionOrEnv({ token: '' }, { PLATFORM_TOKEN: 'from-env' }, 'token', spec)).toEqual({
      value: 'from-env',
      from: 'PLATFORM_TOKEN',
    });
  });

  it('an empty value, a value that is not a string, or no variable is absent', () => {
    expect(optionOrEnv({}, { PLATFORM_TOKEN: '' }, 'token', spec)).toBeUndefined();
    expect(optionOrEnv({ token: true }, {}, 'token', spec)).toBeUndefined();
    expect(optionOrEnv({}, { PLATFORM_TOKEN: 'x' }, 'json', jsonOption('print JSON').json!)).toBeUndefined();
  });
});

describe('the flags', () => {
  it('every secret flag has a secret variable, and both lists name only those', () => {
    const all = { ...PLATFORM_OPTIONS, ...CHAT_OPTIONS };
    expect(SECRET_OPTIONS.map((name) => all[name]?.env)).toEqual([...SECRET_VARIABLES]);
    const withSecretVariables = Object.entries(all).filter(
      ([, spec]) => spec.env !== undefined && SECRET_VARIABLES.includes(spec.env),
    );
    expect(withSecretVariables.map(([name]) => name).sort()).toEqual([...SECRET_OPTIONS].sort());
  });

  it('the API key is one flag and one variable for both APIs', () => {
    expect(PLATFORM_OPTIONS['api-key']).toBe(API_KEY_OPTION['api-key']);
    expect(CHAT_OPTIONS['api-key']).toBe(API_KEY_OPTION['api-key']);
    expect(API_KEY_OPTION['api-key']).toMatchObject({ type: 'string', env: 'PLATFORM_API_KEY' });
  });

  it('every value flag names its placeholder, every flag says what it does', () => {
    for (const [name, spec] of Object.entries({ ...PLATFORM_OPTIONS, ...CHAT_OPTIONS })) {
      if (spec.type === 'string') expect(spec.value, name).toMatch(/^<[a-z-]+>$/);
      expect(spec.description.length, name).toBeGreaterThan(10);
    }
  });
});
