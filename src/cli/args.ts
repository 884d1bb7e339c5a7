/// <reference types="node" />
/**
 * Reading the command line with Node's own `util.parseArgs`, in two passes:
 * 1. leniently, knowing every flag of every command, to find the command's name (flags may come
 *    before it, and a flag's value is never taken for it), `--help`, `--version`, and the
 *    secrets given as flags (to redact them from anything written, whatever happens next);
 * 2. strictly, with the command's own flags: an unknown flag, a missing value or a wrong number
 *    of arguments is a usage error saying which.
 *
 * @module
 * @internal
 */

import { type ParseArgsConfig, parseArgs } from 'node:util';
import type { CommandSpec, OptionValues } from './command.js';
import { oneLine, usageError } from './exit.js';
import { type OptionSpecs, SECRET_OPTIONS } from './options.js';

/** `util.parseArgs`'s options of a set of flags. */
function parseArgsOptions(options: OptionSpecs): NonNullable<ParseArgsConfig['options']> {
  const config: NonNullable<ParseArgsConfig['options']> = {};
  for (const [name, spec] of Object.entries(options))
    config[name] = {
      type: spec.type,
      ...(spec.short && { short: spec.short }),
      ...(spec.multiple && { multiple: true }),
    };
  return config;
}

/** What the first pass found. */
export interface FirstPass {
  /** The command's name (`dbt-sync status` is one), or undefined when none was given. */
  readonly name: string | undefined;
  /** `help <command>`: the command whose help is asked for (possibly empty: the program's). */
  readonly helpFor: string | undefined;
  /** The arguments without the command's name, for the second pass. */
  readonly rest: readonly string[];
  readonly help: boolean;
  readonly version: boolean;
  /** The values of secret flags (`--token`…), to redact. */
  readonly secrets: readonly string[];
}

/** The values of secret flags, read plainly (`--token x`, `--token=x`): for when parsing failed. */
function secretsIn(argv: readonly string[]): string[] {
  return argv.flatMap((arg, index) => {
    for (const name of SECRET_OPTIONS) {
      if (arg === `--${name}` && argv[index + 1] !== undefined) return [argv[index + 1]!];
      if (arg.startsWith(`--${name}=`)) return [arg.slice(name.length + 3)];
    }
    return [];
  });
}

/** Commands whose name is two words: the first word, and the second. */
const SUBCOMMANDS: Readonly<Record<string, readonly string[]>> = { 'dbt-sync': ['status', 'logs', 'cancel'] };

/** A positional word of the command line and where it stood. */
type Positional = { readonly index: number; readonly value: string };

/** The command's words among the positionals: the first, and the second of a two-word command. */
function commandWords(positionals: readonly Positional[]): Positional[] {
  const [first, second] = positionals;
  if (!first) return [];
  return second && SUBCOMMANDS[first.value]?.includes(second.value) ? [first, second] : [first];
}

/** What `help` is asked about: a two-word command, one word, or nothing (`''`). */
function helpSubject(subject: readonly string[]): string {
  const [first, second] = subject;
  return first !== undefined && second !== undefined && SUBCOMMANDS[first]?.includes(second)
    ? subject.join(' ')
    : (first ?? '');
}

/** The first pass: see the module's doc. Never throws on what the user typed. */
export function firstPass(argv: readonly string[], allOptions: OptionSpecs): FirstPass {
  let parsed: ReturnType<
    typeof parseArgs<{
      options: ReturnType<typeof parseArgsOptions>;
      strict: false;
      allowPositionals: true;
      tokens: true;
    }>
  >;
  try {
    parsed = parseArgs({
      args: [...argv],
      options: parseArgsOptions(allOptions),
      strict: false,
      allowPositionals: true,
      tokens: true,
    });
  } catch {
    // Lenient parsing refuses nothing in practice; the strict pass reports whatever it was, and
    // the secrets are still found to be redacted.
    return {
      name: argv[0],
      helpFor: undefined,
      rest: argv.slice(1),
      help: false,
      version: false,
      secrets: secretsIn(argv),
    };
  }
  const { values, tokens } = parsed;
  // From the tokens, not the values: a flag given twice keeps only its last value there, and
  // the first (never sent, but typed on the command line) must be redacted too.
  const secrets = tokens.flatMap((token) =>
    token.kind === 'option' && SECRET_OPTIONS.includes(token.name) && typeof token.value === 'string'
      ? [token.value]
      : [],
  );
  const positionals = tokens.filter((token) => token.kind === 'positional');
  const words = commandWords(positionals);
  const helpFor =
    positionals[0]?.value === 'help' ? helpSubject(positionals.slice(1, 3).map((token) => token.value)) : undefined;
  const taken = new Set(words.map((word) => word.index));
  return {
    name: words.length === 0 ? undefined : words.map((word) => word.value).join(' '),
    helpFor,
    rest: argv.filter((_, index) => !taken.has(index)),
    help: values.help === true,
    version: values.version === true,
    secrets,
  };
}

/** The flags and arguments of a command, strictly. @throws {@link CliError} a usage error saying what is wrong. */
export function secondPass(
  command: CommandSpec,
  rest: readonly string[],
  allCommands: readonly CommandSpec[],
): { values: OptionValues; positionals: string[] } {
  let parsed: { values: OptionValues; positionals: string[] };
  try {
    parsed = parseArgs({
      args: [...rest],
      options: parseArgsOptions(command.options),
      strict: true,
      allowPositionals: true,
    }) as { values: OptionValues; positionals: string[] };
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    const message = error instanceof Error ? error.message : String(error);
    const see = `see platform-embed ${command.name} --help`;
    if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
      const flag = /'([^']+)'/.exec(message)?.[1] ?? 'an option';
      const name = flag.replace(/^-+/, '');
      const owners = allCommands
        .filter((other) => other !== command && Object.hasOwn(other.options, name))
        .map((other) => other.name);
      const elsewhere = owners.length > 0 ? ` (it is an option of ${owners.join(', ')})` : '';
      throw usageError(`unknown option ${flag} for ${command.name}${elsewhere}; ${see}`);
    }
    throw usageError(`${oneLine(message.split('\n')[0] ?? message)}; ${see}`);
  }
  const count = parsed.positionals.length;
  const usage = ['platform-embed', command.name, command.synopsis ?? command.args, '[options]']
    .filter(Boolean)
    .join(' ');
  if (count < command.positionals.min) throw usageError(`${command.name}: missing ${command.args}; usage: ${usage}`);
  if (count > command.positionals.max)
    throw usageError(
      `${command.name}: unexpected argument ${JSON.stringify(parsed.positionals[command.positionals.max])}; usage: ${usage}`,
    );
  return parsed;
}
