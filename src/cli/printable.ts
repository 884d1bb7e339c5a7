/**
 * Text from a service, made safe to print on a terminal. A model's answer, a tool's result or an
 * error body can hold control characters — escape sequences that retitle the window, clear the
 * screen, recolour or move the cursor over what was written (a carriage return) — and a prompt
 * injected into the data the agent reads can put them there. The command line prints such text
 * only through {@link printable}; its own styling (dim, bold) is added after.
 *
 * @module
 * @internal
 */

/** C0 controls but tab and line feed, DEL, and C1 controls (which some terminals read as escapes). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it takes out.
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;

/**
 * `text` without control characters: a CRLF becomes a line feed, tabs and line feeds stay, every
 * other control character is taken out — a lone CR (which would move back over the line), ESC
 * (the sequences it starts lose their power with it), BEL… A CRLF cut between two pieces of a
 * stream loses its CR in the first and keeps its LF in the second.
 */
export function printable(text: string): string {
  return text.replace(/\r\n/g, '\n').replace(CONTROL, '');
}
