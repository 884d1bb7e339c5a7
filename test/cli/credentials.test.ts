/**
 * The one rule by which a command picks a token or an API key: the one given; a flag over the
 * other credential's variable; two flags or two variables a usage error naming both.
 */
import { describe, expect, it } from 'vitest';
import { chooseCredential } from '../../src/cli/credentials.js';
import { CliError, EXIT } from '../../src/cli/exit.js';

const tokenFlag = { value: 'token-from-flag', from: '--token' };
const tokenVariable = { value: 'token-from-env', from: 'PLATFORM_TOKEN' };
const keyFlag = { value: 'key-from-flag', from: '--api-key' };
const keyVariable = { value: 'key-from-env', from: 'PLATFORM_API_KEY' };

describe('chooseCredential', () => {
  it('the one given, or none', () => {
    expect(chooseCredential(tokenVariable, undefined, 'the management API')).toEqual({ token: tokenVariable });
    expect(chooseCredential(undefined, keyFlag, 'the management API')).toEqual({ apiKey: keyFlag });
    expect(chooseCredential(undefined, undefined, 'the management API')).toBeUndefined();
  });

  it('a flag wins over the other credential’s variable', () => {
    expect(chooseCredential(tokenFlag, keyVariable, 'the chat API')).toEqual({ token: tokenFlag });
    expect(chooseCredential(tokenVariable, keyFlag, 'the chat API')).toEqual({ apiKey: keyFlag });
  });

  it('two flags or two variables: a usage error naming both and what takes one, never a value', () => {
    for (const [token, apiKey] of [
      [tokenFlag, keyFlag],
      [tokenVariable, keyVariable],
    ]) {
      let thrown: unknown;
      try {
        chooseCredential(token, apiKey, 'the chat API');
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(CliError);
      expect((thrown as CliError).exitCode).toBe(EXIT.USAGE);
      expect((thrown as CliError).message).toBe(
        `both ${token!.from} and ${apiKey!.from} are given: the chat API takes one credential, so drop one`,
      );
      expect((thrown as CliError).message).not.toContain(token!.value);
    }
  });
});
