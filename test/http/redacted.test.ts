/**
 * `withoutSecrets`: an error made of what a service sent back loses every credential the
 * requests carried — in its message, its body at any depth (keys too) and its cause's message —
 * and keeps everything else; an error that mentions none is returned as it is.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/http/api-error.js';
import { REDACTED, redactedText, withoutSecrets } from '../../src/http/redacted.js';
import { secretSearch } from '../../src/http/secret-start.js';

const SECRET = 'eyJhbGciOiJIUzI1NiJ9.c2VjcmV0.sig-123';

describe('withoutSecrets', () => {
  it('replaces the secret in the message and the body, keeping code, status and retryability', () => {
    const error = new ApiError('SERVER_ERROR', `The chat request failed: 503: bad token ${SECRET}`, {
      status: 503,
      body: { message: `token ${SECRET} expired`, echo: [{ [SECRET]: SECRET }, 3, null, true] },
    });
    const clean = withoutSecrets(error, [SECRET]);
    expect(clean).toBeInstanceOf(ApiError);
    expect(clean.message).toBe(`The chat request failed: 503: bad token ${REDACTED}`);
    expect(clean.body).toEqual({
      message: `token ${REDACTED} expired`,
      echo: [{ [REDACTED]: REDACTED }, 3, null, true],
    });
    expect([clean.code, clean.status, clean.retryable, clean.name]).toEqual(['SERVER_ERROR', 503, true, 'ApiError']);
    expect(`${clean.stack}`).not.toContain(SECRET);
  });

  it('replaces it in a text body and in the message of a cause, keeping the cause’s name', () => {
    const cause = new SyntaxError(`Unexpected token in JSON: "x${SECRET}"`);
    const error = new ApiError('INVALID_RESPONSE', 'stream line: expected JSON', { body: `x${SECRET}`, cause });
    const clean = withoutSecrets(error, [SECRET]);
    expect(clean.body).toBe(`x${REDACTED}`);
    expect(clean.cause).toBeInstanceOf(Error);
    expect((clean.cause as Error).name).toBe('SyntaxError');
    expect((clean.cause as Error).message).toBe(`Unexpected token in JSON: "x${REDACTED}"`);
  });

  it('returns the error itself when it mentions no secret (empty secrets ignored)', () => {
    const cause = new Error('socket hang up');
    const error = new ApiError('NETWORK', 'The chat request failed', { cause, body: { ok: false } });
    expect(withoutSecrets(error, [SECRET, ''])).toBe(error);
    expect(withoutSecrets(error, [])).toBe(error);
  });

  it('ignores a "secret" too short to be one, which would match ordinary words', () => {
    const error = new ApiError('THREAD_BUSY', 'The chat request failed: Streaming for thread is in progress');
    expect(withoutSecrets(error, ['t', 'in', 'thread'])).toBe(error);
  });

  it('is idempotent: redacting twice changes nothing more', () => {
    const once = withoutSecrets(new ApiError('UNAUTHORIZED', `bad token ${SECRET}`, { body: { token: SECRET } }), [
      SECRET,
    ]);
    const twice = withoutSecrets(once, [SECRET]);
    expect(twice).toBe(once);
  });

  it('keeps a cause without the secret as it is, and no cause where there was none', () => {
    const cause = new Error('reset');
    const withCause = withoutSecrets(new ApiError('NETWORK', `failed for ${SECRET}`, { cause }), [SECRET]);
    expect(withCause.cause).toBe(cause);
    expect('cause' in withoutSecrets(new ApiError('NETWORK', `failed for ${SECRET}`), [SECRET])).toBe(false);
  });

  it('a "__proto__" key of a body stays a key, never a prototype', () => {
    const body = JSON.parse(`{"__proto__": {"polluted": "${SECRET}"}}`) as unknown;
    const clean = withoutSecrets(new ApiError('BAD_REQUEST', 'bad', { body }), [SECRET]).body as Record<
      string,
      unknown
    >;
    expect(Object.getPrototypeOf(clean)).toBe(Object.prototype);
    expect(Object.hasOwn(clean, '__proto__')).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('leaves no secret anywhere, whatever the secrets and the body hold (property)', () => {
    // Secrets as tokens and keys are written (base64url, dots), so none hides in the marker itself.
    const secret = fc.stringMatching(/^[A-Z0-9._-]{8,24}$/);
    // Body data of strings only, at some depth (a number is never redacted: it is no text).
    const texts = fc.dictionary(
      fc.string(),
      fc.oneof(fc.string(), fc.array(fc.string()), fc.dictionary(fc.string(), fc.string())),
    );
    fc.assert(
      fc.property(fc.array(secret, { minLength: 1, maxLength: 3 }), texts, fc.string(), (secrets, data, text) => {
        // The secrets spliced into the message, the body (a key too) and the cause, as an echo would.
        const body = { data, echo: secrets.join(text), [secrets[0]!]: text };
        const error = new ApiError('UNAUTHORIZED', `${text}${secrets.join(' ')}`, {
          body,
          cause: new Error(secrets.join('|')),
        });
        const clean = withoutSecrets(error, secrets);
        const shown = JSON.stringify([clean.message, clean.body, (clean.cause as Error).message]);
        for (const one of secrets) expect(shown).not.toContain(one);
      }),
      { numRuns: 500 },
    );
  });
});

describe('the forms of a secret', () => {
  const secret = 'k3y/with"quote\\and😀emoji';

  it('finds it as it is, JSON-escaped, with any character escaped as \\uXXXX in either case, and with the short escapes', () => {
    // Every UTF-16 unit escaped, as JSON does (the emoji as two escapes).
    const unit = (text: string, upper: boolean) =>
      Array.from({ length: text.length }, (_, index) => text.charCodeAt(index).toString(16).padStart(4, '0'))
        .map((hex) => `\\u${upper ? hex.toUpperCase() : hex}`)
        .join('');
    for (const form of [
      secret,
      JSON.stringify(secret).slice(1, -1),
      unit(secret, false),
      unit(secret, true),
      JSON.stringify(secret).slice(1, -1).replace('/', '\\/'),
    ]) {
      expect(redactedText(`before ${form} after`, [secret]), form).toBe(`before ${REDACTED} after`);
    }
  });

  it('matches nothing else: its characters stand for themselves, not for patterns', () => {
    expect(secretSearch('a.b*c+d?e')!.find('aXbbbcdde', 0)).toBeUndefined();
    expect(redactedText('a.b*c+d?e!', ['a.b*c+d?e'])).toBe(`${REDACTED}!`);
  });

  it('leaves a secret shorter than 8 characters alone, and data that merely holds its text', () => {
    expect(redactedText('token abc in abcabc', ['abc'])).toBe('token abc in abcabc');
  });

  it('withoutSecrets finds an escaped echo in a message too, and keeps the service code, request id and headers', () => {
    const headers = new Headers({ 'x-request-id': 'r1' });
    const escaped = JSON.stringify(SECRET)
      .slice(1, -1)
      .replace(/[a-z]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);
    const error = new ApiError('CONFLICT', `conflict for ${escaped}`, {
      status: 409,
      serviceCode: 'none',
      requestId: 'r1',
      headers,
    });
    const clean = withoutSecrets(error, [SECRET]);
    expect(clean.message).toBe(`conflict for ${REDACTED}`);
    expect(clean).toMatchObject({ status: 409, serviceCode: 'none', requestId: 'r1', headers });
  });
});
