/**
 * A SQL result of the chat's `platformSqlApi` tool as a text table: its rows through
 * `sqlRows`, at most `maxRows` of them, then a `… n more rows` line when the result has more
 * (in `data`, or beyond it: `totalRows`).
 *
 * @module
 * @internal
 */

import { type SqlResult, sqlRows } from '../chat/index.js';
import { isRecord } from '../internal/is-record.js';
import { printable } from './printable.js';
import type { Style } from './style.js';

/** The widest a cell is drawn; longer text is cut with `…`. */
export const MAX_CELL_WIDTH = 40;

/** Column types whose values line up on the right, as numbers do. */
const NUMERIC_TYPE = /^(?:u?int|float|double|decimal|number|numeric|real|bigint)/i;

/** A cell as text on one line: empty for null, JSON for an object, cut to {@link MAX_CELL_WIDTH}. */
export function cellText(value: unknown): string {
  const text =
    value === null || value === undefined
      ? ''
      : typeof value === 'object'
        ? (JSON.stringify(value) ?? '')
        : String(value);
  const flat = printable(text).replace(/\s+/g, ' ');
  return flat.length > MAX_CELL_WIDTH ? `${flat.slice(0, MAX_CELL_WIDTH - 1)}…` : flat;
}

/** `n row(s)`. */
export const rowCount = (n: number): string => `${n} ${n === 1 ? 'row' : 'rows'}`;

/**
 * The lines of the table of `result` (without newlines): the header in bold, a rule, the first
 * `maxRows` rows, then `… n more rows` when the result holds or counts more. No lines for a
 * result without columns.
 */
export function sqlTable(
  result: Pick<SqlResult, 'schema' | 'data' | 'totalRows'>,
  maxRows: number,
  style: Style,
): string[] {
  const schema: readonly unknown[] = Array.isArray(result.schema) ? result.schema : [];
  const columns: Array<{ name: string; numeric: boolean }> = [];
  for (const [index, column] of schema.entries()) {
    const { name, column_type: type } = isRecord(column) ? column : {};
    const key = typeof name === 'string' ? name : String(index);
    // Two columns of one name are one key of sqlRows's objects: the later value wins, once.
    const known = columns.find((entry) => entry.name === key);
    if (known) known.numeric = typeof type === 'string' && NUMERIC_TYPE.test(type);
    else columns.push({ name: key, numeric: typeof type === 'string' && NUMERIC_TYPE.test(type) });
  }
  if (columns.length === 0) return [];
  const rows = sqlRows(result);
  const shown = rows.slice(0, Math.max(0, maxRows)).map((row) => columns.map((column) => cellText(row[column.name])));
  const headers = columns.map((column) => cellText(column.name));
  const widths = columns.map((_, index) =>
    Math.max(headers[index]!.length, ...shown.map((cells) => cells[index]!.length)),
  );
  const pad = (text: string, index: number) =>
    columns[index]!.numeric ? text.padStart(widths[index]!) : text.padEnd(widths[index]!);
  const line = (cells: readonly string[]) => cells.map(pad).join('  ').trimEnd();
  const lines = [style.bold(line(headers)), widths.map((width) => '─'.repeat(width)).join('  '), ...shown.map(line)];
  const total = Math.max(
    rows.length,
    typeof result.totalRows === 'number' && Number.isFinite(result.totalRows) ? result.totalRows : 0,
  );
  if (total > shown.length)
    lines.push(style.dim(`… ${total - shown.length} more ${total - shown.length === 1 ? 'row' : 'rows'}`));
  return lines;
}
