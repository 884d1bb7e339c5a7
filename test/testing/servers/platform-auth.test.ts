/**
 * How the fake platform server authenticates: `Bearer <token>`, or `Api-Key <key>` when it has a
 * key — each credential under its own scheme only — and the challenges of a 401.
 */
import { describe, expect, it } from 'vitest';
import { authenticate, challenges } from '../../../src/testing/servers/platform-auth.js';

const TOKEN = 'fake-platform-token';
const KEY = 'fake-platform-api-key';
const both = { token: TOKEN, apiKey: KEY };
const tokenOnly = { token: TOKEN, apiKey: undefined };

describe('authenticate', () => {
  it('the token under Bearer, the key under Api-Key, the scheme in any case', () => {
    expect(authenticate(`Bearer ${TOKEN}`, both)).toBe('Bearer');
    expect(authenticate(`bearer ${TOKEN}`, both)).toBe('Bearer');
    expect(authenticate(`Api-Key ${KEY}`, both)).toBe('Api-Key');
    expect(authenticate(`API-KEY  ${KEY} `, both)).toBe('Api-Key');
  });

  it('a credential under the other scheme, another value, or no header authenticates nothing', () => {
    expect(authenticate(`Api-Key ${TOKEN}`, both)).toBeUndefined();
    expect(authenticate(`Bearer ${KEY}`, both)).toBeUndefined();
    expect(authenticate('Bearer other', both)).toBeUndefined();
    expect(authenticate(undefined, both)).toBeUndefined();
    expect(authenticate('', both)).toBeUndefined();
    expect(authenticate(TOKEN, both)).toBeUndefined();
    expect(authenticate(`Basic ${TOKEN}`, both)).toBeUndefined();
    expect(authenticate(`Bearer ${TOKEN} extra`, both)).toBeUndefined();
  });

  it('a server without a key accepts no Api-Key at all', () => {
    expect(authenticate(`Api-Key ${KEY}`, tokenOnly)).toBeUndefined();
    expect(authenticate('Api-Key undefined', tokenOnly)).toBeUndefined();
  });
});

describe('challenges', () => {
  it('names the schemes the server would accept', () => {
    expect(challenges(tokenOnly)).toBe('Bearer');
    expect(challenges(both)).toBe('Bearer, Api-Key');
  });
});
