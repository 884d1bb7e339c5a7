/**
 * The help texts, made from the same definitions the parser uses (commands and their flags),
 * so that help never tells of a flag that does not exist, or leaves one out.
 *
 * @module
 * @internal
 */

import type { CommandSpec } from './command.js';
import { CHAT_OPTIONS, type OptionSpec, type OptionSpecs, PLATFORM_OPTIONS } from './options.js';

/** The width help text is wrapped to. */
const WIDTH = 100;

/** `text` wrapped to {@link WIDTH}, every line after the first indented by `indent` spaces. */
export function wrap(text: string, indent = 0, first = 0): string {
  // Only plain spaces break a line: a no-break space (U+00A0) keeps `[env NAME]` together.
  const words = text.split(/[ \t\n]+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  let room = WIDTH - first;
  for (const word of words) {
    if (line && line.length + 1 + word.length > room) {
      lines.push(line);
      line = word;
      room = WIDTH - indent;
    } else line = line ? `${line} ${word}` : word;
  }
  lines.push(line);
  return lines.join(`\n${' '.repeat(indent)}`).replace(/\u00a0/g, ' ');
}

/** `-h, --help` or `--base-url <url>`. */
const flagOf = (name: string, spec: OptionSpec): string =>
  `${spec.short ? `-${spec.short}, ` : ''}--${name}${spec.value ? ` ${spec.value}` : ''}`;

/** Two columns: the left ones padded to one width, the right ones wrapped beside them. */
function columns(rows: ReadonlyArray<readonly [string, string]>): string {
  const width = Math.max(...rows.map(([left]) => left.length)) + 2;
  return rows.map(([left, right]) => `  ${left.padEnd(width)}${wrap(right, width + 2, width + 2)}`).join('\n');
}

/** The lines of a set of flags, with the environment variable of each that has one. */
function optionRows(options: OptionSpecs): Array<[string, string]> {
  return Object.entries(options).map(([name, spec]) => [
    flagOf(name, spec),
    `${spec.description}${spec.env ? ` [env\u00a0${spec.env}]` : ''}`,
  ]);
}

/** The help of one command. */
export function commandHelp(command: CommandSpec): string {
  return [
    wrap(
      ['Usage: platform-embed', command.name, command.synopsis ?? command.args, '[options]'].filter(Boolean).join(' '),
      2,
    ),
    '',
    ...command.description.map((paragraph) => `${wrap(paragraph)}\n`),
    'Options:',
    columns(optionRows(command.options)),
    '',
    'Examples:',
    ...command.examples.map((example) => `  ${example}`),
    '',
    'Exit codes: 0 success, 1 failed, 2 usage, 3 timeout, 130 interrupted (Ctrl-C or SIGTERM).',
    '',
  ].join('\n');
}

/** The help of the program: its commands, global flags and configuration. */
export function programHelp(commands: readonly CommandSpec[]): string {
  const configuration = Object.entries({ ...PLATFORM_OPTIONS, ...CHAT_OPTIONS }).map(
    ([name, spec]): [string, string] => [
      `${flagOf(name, spec)}`,
      `${spec.env ? `${spec.env}: ` : ''}${spec.description}`,
    ],
  );
  return [
    'platform-embed: dbt sync, chat, signed embed URLs and the management API, from a terminal or CI.',
    '',
    'Usage: platform-embed <command> [arguments] [options]',
    '',
    'Commands:',
    columns([
      ...commands.map((command): [string, string] => [`${command.name} ${command.args}`.trim(), command.summary]),
      ['help [command]', "show a command's help"],
    ]),
    '',
    'Options:',
    columns([
      ['-h, --help', "show this help; 'platform-embed <command> --help' shows a command's"],
      ['--version', 'print the version'],
    ]),
    '',
    wrap('Configuration, from a flag or the environment (prefer the environment for secrets; they are never printed):'),
    columns(configuration),
    '',
    wrap(
      'Output: on a terminal, live progress (dim and bold, unless NO_COLOR is set); elsewhere, one line per change; --json for machines.',
    ),
    'Exit codes: 0 success, 1 failed, 2 usage, 3 timeout, 130 interrupted (Ctrl-C or SIGTERM).',
    '',
  ].join('\n');
}
