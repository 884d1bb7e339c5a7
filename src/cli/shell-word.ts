/**
 * Words of a command the command line prints for the user to paste (`platform-embed dbt-sync
 * status 42 <syncJobId>`, the command that resumes a chat): an id from the service is one word
 * for a POSIX shell, whatever it holds, so that pasting the command runs nothing else.
 *
 * @module
 * @internal
 */

/** A word for a POSIX shell: as it is when plain, else in single quotes (each quote inside closed, escaped and reopened). */
export const shellWord = (text: string): string =>
  /^[\w@%+=:,./-]+$/.test(text) ? text : `'${text.replace(/'/g, `'\\''`)}'`;
