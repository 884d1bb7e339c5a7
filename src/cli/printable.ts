/**
 * Text from a service, made safe to print on a terminal: the one sanitizer every byte the
 * command line prints from a service goes through — progress lines, statuses, stages, messages,
 * ids, table cells, chat text, error lines quoting the service, and the `api` and `--json`
 * output (see {@link printableJson}).
 *
 * A model's answer, a tool's result, a sync's status or an error body can hold control
 * characters — escape sequences that retitle the window, clear the screen, print links (OSC 8),
 * recolour or move the cursor over what was written (a carriage return) — and a prompt injected
 * into the data the agent reads can put them there. Bidirectional controls are as dangerous in
 * another way: an override or an isolate reorders what follows on the line, so that the text
 * shown is not the text printed (a command to paste, an id, a path). The command line prints
 * such text only through this module; its own styling (dim, bold, clear-line) is added after.
 *
 * @module
 * @internal
 */

import { isRecord } from '../internal/is-record.js';

/**
 * What is taken out: C0 controls but tab and line feed, DEL, C1 controls (which some terminals
 * read as escapes: U+009B is a CSI, U+009D an OSC), and the bidirectional controls — the
 * embeddings and overrides U+202A–U+202E, the isolates U+2066–U+2069, and the marks U+200E,
 * U+200F and U+061C (invisible, they move neutral characters such as `-` or `/` to either side).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it takes out.
const UNPRINTABLE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * `text` without control characters: a CRLF becomes a line feed, tabs and line feeds stay, every
 * other control character is taken out — a lone CR (which would move back over the line), ESC
 * (the sequences it starts lose their power with it), BEL, the C1 controls, the bidirectional
 * overrides, isolates and marks. A CRLF cut between two pieces of a stream loses its CR in the
 * first and keeps its LF in the second.
 */
export function printable(text: string): string {
  return text.replace(/\r\n/g, '\n').replace(UNPRINTABLE, '');
}

/**
 * `text` made {@link printable} and put on one line: every run of white space (tab and line feed
 * included) becomes one space, and the ends are trimmed — for a status, a stage, an id or a
 * message inside a line of the command line's own, which must stay one line.
 */
export function printableLine(text: string): string {
  return printable(text).replace(/\s+/g, ' ').trim();
}

/**
 * `JSON.stringify`'s replacer that makes every string of the value {@link printable} — keys
 * included: an object whose keys would change is copied with its keys made printable (two keys
 * that differ only by what is taken out become one, the later value winning, as a duplicate
 * key of JSON text does).
 */
function printableMember(_key: string, value: unknown): unknown {
  if (typeof value === 'string') return printable(value);
  if (!isRecord(value)) return value;
  const entries = Object.entries(value);
  if (entries.every(([key]) => printable(key) === key)) return value;
  // Object.fromEntries defines each key as an own property: a "__proto__" key stays a key.
  return Object.fromEntries(entries.map(([key, item]) => [printable(key), item]));
}

/**
 * `value` as JSON text (indented by `space`, as `JSON.stringify` does) whose strings, keys
 * included, are {@link printable}: the text parses with `JSON.parse` to the value with each string
 * sanitized. `JSON.stringify` alone escapes C0 controls (a script that parses the text gets them
 * back, and may print them) but writes DEL, C1 and bidirectional controls as they are: taking
 * them out of the strings, rather than out of the text, keeps the JSON valid and treats every
 * reader alike. `'null'` for a value JSON has no text for (`undefined`, a function).
 */
export function printableJson(value: unknown, space?: number): string {
  return JSON.stringify(value, printableMember, space) ?? 'null';
}
