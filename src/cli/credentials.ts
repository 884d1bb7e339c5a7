/**
 * The one rule by which a command picks its credential when a client takes one of two — a
 * token or an API key — and either may come from a flag or from the environment: the chat
 * API's and the management API's alike.
 *
 * @module
 * @internal
 */

import { usageError } from './exit.js';

/** A value the user gave, and where: the flag (`--token`) or the variable (`PLATFORM_TOKEN`). */
export interface Given {
  readonly value: string;
  readonly from: string;
}

/** The credential chosen: the token, or the API key. */
export type Chosen = { readonly token: Given } | { readonly apiKey: Given };

/** Whether a value came from a flag: what this run asked for, rather than what its environment holds. */
const isFlag = (given: Given): boolean => given.from.startsWith('--');

/**
 * The credential to use, or undefined when there is none. A flag wins over the other
 * credential's variable (an environment may hold both for different commands, and the flag
 * says which this run means); two flags, or two variables, are ambiguous: which one the user
 * meant cannot be told, and guessing would send a secret where it was not meant to go.
 *
 * @param api what takes the credential, for the message (`the chat API`).
 * @throws {@link CliError} a usage error naming both, when they are ambiguous.
 */
export function chooseCredential(token: Given | undefined, apiKey: Given | undefined, api: string): Chosen | undefined {
  if (token && apiKey) {
    if (isFlag(token) && !isFlag(apiKey)) return { token };
    if (isFlag(apiKey) && !isFlag(token)) return { apiKey };
    throw usageError(`both ${token.from} and ${apiKey.from} are given: ${api} takes one credential, so drop one`);
  }
  if (token) return { token };
  if (apiKey) return { apiKey };
  return undefined;
}
