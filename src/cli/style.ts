/**
 * Dim and bold, the only text attributes the command line uses: on a terminal, unless
 * `NO_COLOR` is set (https://no-color.org) or the terminal is `dumb`; plain text everywhere else.
 *
 * @module
 * @internal
 */

import type { CliOutput } from './io.js';

/** The text attributes of one output stream. */
export interface Style {
  /** Whether escape sequences may be written at all (dim, bold, clear-line). */
  readonly ansi: boolean;
  dim(text: string): string;
  bold(text: string): string;
}

/** Whether an environment variable is set to something (`NO_COLOR=` empty counts as unset, as no-color.org says). */
const isSet = (value: string | undefined): boolean => value !== undefined && value !== '';

/** The style of `output` in environment `env`. */
export function styleOf(output: CliOutput, env: Readonly<Record<string, string | undefined>>): Style {
  const ansi = output.isTTY && !isSet(env.NO_COLOR) && env.TERM !== 'dumb';
  if (!ansi) return { ansi, dim: (text) => text, bold: (text) => text };
  return {
    ansi,
    dim: (text) => (text ? `\x1b[2m${text}\x1b[22m` : text),
    bold: (text) => (text ? `\x1b[1m${text}\x1b[22m` : text),
  };
}

/** A control sequence (CSI) such as this module writes: dim, bold, their end, clear-line. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: ESC is what starts the sequences matched.
export const ESCAPE_SEQUENCE = /\x1b\[[0-9;]*[A-Za-z]/g;

/** `text` without escape sequences: what the terminal shows. */
export function visible(text: string): string {
  return text.replace(ESCAPE_SEQUENCE, '');
}
