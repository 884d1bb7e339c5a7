/**
 * The flags of the command line, each defined once with what its help line says: its type for
 * `util.parseArgs`, its value's placeholder, the environment variable it may come from, and its
 * description. Commands list the groups they take; help is generated from the same table.
 *
 * @module
 * @internal
 */

/** One flag. */
export interface OptionSpec {
  readonly type: 'string' | 'boolean';
  /** A one-letter alias (`-h`). */
  readonly short?: string;
  /** Whether it may be given several times (`--query a=1 --query b=2`). */
  readonly multiple?: boolean;
  /** The placeholder of its value in help (`<url>`). */
  readonly value?: string;
  /** The environment variable used when the flag is not given. */
  readonly env?: string;
  /** What it does, in a line of help. */
  readonly description: string;
}

/** Flags by name (without the leading `--`). */
export type OptionSpecs = Readonly<Record<string, OptionSpec>>;

/** `--help`, which every command takes. */
export const HELP_OPTION: OptionSpecs = { help: { type: 'boolean', short: 'h', description: 'show this help' } };

/** `--json`, described as each command uses it. */
export const jsonOption = (description: string): OptionSpecs => ({ json: { type: 'boolean', description } });

/** `--debug`: one line per HTTP request on stderr. */
export const DEBUG_OPTION: OptionSpecs = {
  debug: {
    type: 'boolean',
    description:
      'log each HTTP request, retries included (method, URL, status, time), to stderr; credentials are never logged',
  },
};

/**
 * `--api-key`: the other credential of both APIs (`Authorization: Api-Key`), instead of a token.
 * One flag and one variable for both, so that one key set in the environment serves each
 * command that takes it.
 */
export const API_KEY_OPTION: OptionSpecs = {
  'api-key': {
    type: 'string',
    value: '<key>',
    env: 'PLATFORM_API_KEY',
    description: 'an API key instead of a token (chat: with --external-id); prefer the environment variable',
  },
};

/** Where the management and build API is, and its credential: a token or an API key. */
export const PLATFORM_OPTIONS: OptionSpecs = {
  'base-url': {
    type: 'string',
    value: '<url>',
    env: 'PLATFORM_BASE_URL',
    description: "the tenant's address, e.g. https://acme.example.com",
  },
  token: {
    type: 'string',
    value: '<token>',
    env: 'PLATFORM_TOKEN',
    description: 'the API token (bearer); prefer the environment variable, which no process list shows',
  },
  ...API_KEY_OPTION,
};

/** Where the chat API is, and how to authenticate to it. */
export const CHAT_OPTIONS: OptionSpecs = {
  'chat-url': {
    type: 'string',
    value: '<url>',
    env: 'PLATFORM_CHAT_URL',
    description: "the agent's chat URL (…/chat/stream-chat-state), from the agent settings",
  },
  'chat-token': {
    type: 'string',
    value: '<jwt>',
    env: 'PLATFORM_CHAT_TOKEN',
    description: 'a deployment token (JWT) with the chat scope; prefer the environment variable',
  },
  ...API_KEY_OPTION,
  'external-id': {
    type: 'string',
    value: '<id>',
    env: 'PLATFORM_EXTERNAL_ID',
    description: 'the user the API key asks as (lowercase, no spaces)',
  },
};

/** `--version`, of the program alone. */
export const VERSION_OPTION: OptionSpecs = { version: { type: 'boolean', description: 'print the version' } };

/** The flags whose values are secrets: never written anywhere. */
export const SECRET_OPTIONS: readonly string[] = ['token', 'chat-token', 'api-key'];

/** The environment variables that hold secrets. */
export const SECRET_VARIABLES: readonly string[] = ['PLATFORM_TOKEN', 'PLATFORM_CHAT_TOKEN', 'PLATFORM_API_KEY'];

/** A flag's value from the command line, else from its environment variable; empty counts as absent. */
export function optionOrEnv(
  values: Readonly<Record<string, unknown>>,
  env: Readonly<Record<string, string | undefined>>,
  name: string,
  spec: OptionSpec,
): { value: string; from: string } | undefined {
  const given = values[name];
  if (typeof given === 'string' && given !== '') return { value: given, from: `--${name}` };
  const variable = spec.env === undefined ? undefined : env[spec.env];
  if (spec.env !== undefined && variable !== undefined && variable !== '') return { value: variable, from: spec.env };
  return undefined;
}
