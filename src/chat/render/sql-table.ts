/**
 * `renderSqlTable`: a SQL result's rows as a `<table>`, its cells as text.
 *
 * @module
 */
import { isRecord } from '../../internal/is-record.js';
import { sqlRows } from '../answer.js';
import type { SqlResult } from '../types.js';
import { notice } from './markdown.js';

/** The `<table>`'s class; its column types are in `<span class="pe-chat-column-type">`. */
export const SQL_TABLE_CLASS = 'pe-chat-sql-table';

/** What {@link renderSqlTable} returns. */
export interface SqlTableView {
  /** Removes the table (and its notices). */
  destroy(): void;
}

/** At most this many rows are drawn, whatever a result holds (the service sends 100 by default). */
const MAX_ROWS = 1_000;

/** A column: its name, and its type when the result's `schema` says one. */
interface Column {
  name: string;
  type: string | undefined;
}

/** The columns: the result's `schema` when it is an array, else the keys of the object rows, in their order. */
function columnsOf(schema: unknown, rows: ReadonlyArray<Record<string, unknown>>): Column[] {
  if (Array.isArray(schema)) {
    return schema.map((column: unknown, index) => {
      const name = isRecord(column) && typeof column.name === 'string' ? column.name : String(index);
      const type = isRecord(column) && typeof column.column_type === 'string' ? column.column_type : undefined;
      return { name, type };
    });
  }
  const names = new Set<string>();
  for (const row of rows) for (const key of Object.keys(row)) names.add(key);
  return Array.from(names, (name) => ({ name, type: undefined }));
}

/** A cell's text: strings as they are, other values as JSON, null and missing cells empty. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  try {
    return JSON.stringify(value) ?? '';
  } catch {
    return '[unreadable value]';
  }
}

/** The table's `<thead>`: each column's name, and its type beside it. */
function headOf(document: Document, columns: readonly Column[]): HTMLElement {
  const head = document.createElement('thead');
  const row = head.appendChild(document.createElement('tr'));
  for (const column of columns) {
    const cell = row.appendChild(document.createElement('th'));
    cell.setAttribute('scope', 'col');
    cell.append(document.createTextNode(column.name));
    if (column.type !== undefined) {
      const type = cell.appendChild(document.createElement('span'));
      type.className = 'pe-chat-column-type';
      type.textContent = column.type;
    }
  }
  return head;
}

/** The table, its caption ("100 of 2345 rows" when the result holds fewer than it counts) and notices for what could not be read. */
function tableNodes(document: Document, result: unknown): Node[] {
  if (!isRecord(result))
    return [notice(document, `No SQL result to show (got ${result === null ? 'null' : typeof result}).`)];
  const { data, schema, totalRows } = result;
  if (!Array.isArray(data)) return [notice(document, 'This SQL result has no rows to show.')];
  const rows = sqlRows(result as Pick<SqlResult, 'schema' | 'data'>);
  const columns = columnsOf(schema, rows);
  const shown = rows.slice(0, MAX_ROWS);
  const table = document.createElement('table');
  table.className = SQL_TABLE_CLASS;
  const total =
    typeof totalRows === 'number' && Number.isFinite(totalRows) ? Math.max(totalRows, rows.length) : rows.length;
  if (total > shown.length)
    table.appendChild(document.createElement('caption')).textContent = `${shown.length} of ${total} rows`;
  table.appendChild(headOf(document, columns));
  const body = table.appendChild(document.createElement('tbody'));
  for (const row of shown) {
    const line = body.appendChild(document.createElement('tr'));
    for (const column of columns)
      line.appendChild(document.createElement('td')).textContent = cellText(row[column.name]);
  }
  const unread =
    data.length -
    (Array.isArray(schema) ? data.filter((row: unknown) => Array.isArray(row) || isRecord(row)).length : rows.length);
  return unread > 0
    ? [table, notice(document, `${unread} ${unread === 1 ? 'row' : 'rows'} could not be read.`)]
    : [table];
}

/**
 * Renders a SQL result's rows into `container` as a `<table class="pe-chat-sql-table">`:
 * a header cell per column with its name and type (`<span class="pe-chat-column-type">`,
 * from the result's `schema`), a row per result row (array rows by position, object rows by
 * column name, as {@link sqlRows} reads them), and a caption "100 of 2345 rows" when
 * `totalRows` counts more rows than the result holds. Every cell is text (`textContent`), never
 * HTML. A result of any other shape shows a short notice instead; nothing thrown.
 *
 * @param container - The element to render into: the table is appended to it.
 * @param result - The `platformSqlApi` tool's result (`call.result` of a SQL tool call).
 * @example
 * ```ts
 * const { toolCalls } = await run.result();
 * const call = toolCalls.find((c) => isToolCall(c, 'platformSqlApi'));
 * if (call?.result) renderSqlTable(document.querySelector('#rows')!, call.result);
 * ```
 */
export function renderSqlTable(container: Element, result: SqlResult): SqlTableView {
  if (typeof container?.ownerDocument?.createElement !== 'function') {
    throw new TypeError(
      `renderSqlTable: container must be a DOM element, got ${container === null ? 'null' : typeof container}`,
    );
  }
  const document = container.ownerDocument;
  let nodes: Node[];
  try {
    nodes = tableNodes(document, result);
  } catch {
    // A result whose properties throw when read (a proxy, a getter): nothing of it is shown.
    nodes = [notice(document, 'This SQL result could not be read.')];
  }
  container.append(...nodes);
  return {
    destroy() {
      for (const node of nodes) node.parentNode?.removeChild(node);
    },
  };
}
