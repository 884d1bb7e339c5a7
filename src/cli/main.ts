/**
 * The command line's program: `main(argv, io)` reads the arguments, runs the command and
 * resolves with the exit code. Everything it touches comes through `io`, so tests run it as the
 * terminal does: with its output streams, environment, Ctrl-C and clock injected.
 *
 * @module
 */

import { ApiError } from '../http/api-error.js';
import { firstPass, secondPass } from './args.js';
import type { CommandContext } from './command.js';
import { COMMANDS } from './commands/index.js';
import { EXIT, failureOf, usageError } from './exit.js';
import { commandHelp, programHelp } from './help.js';
import { listenForInterrupt } from './interrupt.js';
import { type CliIo, redactingWriter } from './io.js';
import { type OptionSpecs, SECRET_VARIABLES, VERSION_OPTION } from './options.js';

export type { CliIo, CliOutput } from './io.js';

/** Every flag of every command, and `--version`: what the first pass knows. */
const ALL_OPTIONS: OptionSpecs = Object.assign({}, VERSION_OPTION, ...COMMANDS.map((command) => command.options));

const commandNamed = (name: string) => COMMANDS.find((command) => command.name === name);

const COMMAND_NAMES = `${COMMANDS.filter((command) => !command.name.includes(' '))
  .map((command) => command.name)
  .join(', ')}`;

/**
 * Runs the command line: `argv` without the node and script paths (`process.argv.slice(2)`).
 * Resolves with the exit code — 0 success, 1 failed, 2 usage, 3 timeout, 130 interrupted —
 * having written the output to `io.stdout` and any error, as one line, to `io.stderr`. Never
 * rejects; no secret of the flags or the environment is ever written.
 */
export async function main(argv: readonly string[], io: CliIo): Promise<number> {
  const first = firstPass(argv, ALL_OPTIONS);
  const named = first.name === undefined ? undefined : commandNamed(first.name);
  const environmentSecrets = named?.readsNoCredentials
    ? []
    : SECRET_VARIABLES.flatMap((name) => (io.env[name] ? [io.env[name] as string] : []));
  const secrets = [...first.secrets, ...environmentSecrets];
  const out = redactingWriter(io.stdout, secrets);
  const err = redactingWriter(io.stderr, secrets);
  const interruption = listenForInterrupt(io);
  try {
    if (first.version) {
      out(`${io.version()}\n`);
      return EXIT.OK;
    }
    if (first.helpFor !== undefined || (first.help && first.name === undefined)) {
      const subject = first.helpFor || (first.help ? first.name : undefined);
      const command = subject ? commandNamed(subject) : undefined;
      if (subject && !command)
        throw usageError(
          `no command ${JSON.stringify(subject)} (commands: ${COMMAND_NAMES}); see platform-embed --help`,
        );
      out(command ? commandHelp(command) : programHelp(COMMANDS));
      return EXIT.OK;
    }
    if (first.name === undefined) throw usageError(`missing a command (${COMMAND_NAMES}); see platform-embed --help`);
    const command = named;
    if (!command)
      throw usageError(
        `unknown command ${JSON.stringify(first.name)} (commands: ${COMMAND_NAMES}); see platform-embed --help`,
      );
    if (first.help) {
      out(commandHelp(command));
      return EXIT.OK;
    }
    const { values, positionals } = secondPass(command, first.rest, COMMANDS);
    const context: CommandContext = { io, out, err, values, positionals, interrupted: interruption.signal };
    return await command.run(context);
  } catch (error) {
    const interrupted = interruption.signal.aborted && error instanceof ApiError && error.code === 'ABORTED';
    const { exitCode, message } = interrupted
      ? { exitCode: EXIT.INTERRUPTED, message: 'interrupted' }
      : failureOf(error);
    // Whatever stdout held back goes before the error line, as it was written before it.
    out.end();
    err(`platform-embed: ${message}\n`);
    return exitCode;
  } finally {
    interruption.dispose();
    // The streams are over: what the redactors held back (the start of what might have been a secret) is written now.
    out.end();
    err.end();
  }
}
