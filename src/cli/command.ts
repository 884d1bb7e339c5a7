/**
 * What a command is (its usage, flags, help and `run`) and what it runs with: the parsed
 * arguments and the process's streams, secrets already redacted.
 *
 * @module
 * @internal
 */

import type { ExitCode } from './exit.js';
import type { CliIo, Write } from './io.js';
import type { OptionSpecs } from './options.js';

/** The values `util.parseArgs` gives for a command's flags. */
export type OptionValues = Readonly<Record<string, string | boolean | string[] | undefined>>;

/** What a command runs with. */
export interface CommandContext {
  readonly io: CliIo;
  /** Writes to stdout, secrets redacted. */
  readonly out: Write;
  /** Writes to stderr, secrets redacted. */
  readonly err: Write;
  /** The flags given. */
  readonly values: OptionValues;
  /** The arguments after the command's name. */
  readonly positionals: readonly string[];
  /** Aborts on the first Ctrl-C: a command stops waiting, and says what goes on without it. */
  readonly interrupted: AbortSignal;
}

/** One command of the command line. */
export interface CommandSpec {
  /** As typed: `dbt-sync`, `dbt-sync status`, `chat`, `api`, `embed-url`. */
  readonly name: string;
  /** Its arguments, for the usage line: `<deploymentId> <syncJobId>`. */
  readonly args: string;
  /** What its help's usage line shows after the name, when more than `args` (the flags it requires). */
  readonly synopsis?: string;
  /** How many arguments it takes. */
  readonly positionals: { readonly min: number; readonly max: number };
  /** One line, for the program's help. */
  readonly summary: string;
  /** Its help's paragraphs. */
  readonly description: readonly string[];
  readonly options: OptionSpecs;
  /** Command lines shown in its help. */
  readonly examples: readonly string[];
  /**
   * True when the command reads no credential from the environment (`dev`: it prints the fakes'
   * own, which are published constants). Its output is then not searched for the environment's
   * credentials: one it never reads it cannot write, and a shell that holds the fakes' key (dev's
   * own `export` lines pasted) would otherwise see that key printed as `[redacted]`. The secrets
   * of its flags are still redacted.
   */
  readonly readsNoCredentials?: true;
  /** Runs it; resolves with the exit code, or throws what {@link failureOf} turns into one. */
  run(context: CommandContext): Promise<ExitCode>;
}
