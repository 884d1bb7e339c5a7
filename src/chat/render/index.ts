/**
 * `platform-embed/chat/render`: an answer of the chat, shown safely in a browser — its text
 * (Markdown), its SQL result as a table and its chart — as DOM nodes built without HTML strings,
 * so a page that requires Trusted Types sees no violation, and with nothing that can load a URL or
 * navigate. Importing it touches no DOM (server rendering can import it); the renderers use the
 * DOM of the container they are given. The chart is drawn by the caller's `vega-embed`.
 *
 * @module
 */

export type { AnswerTextView } from './answer-text.js';
export { renderAnswerText } from './answer-text.js';
export type {
  EmbedResult,
  RefusingLoader,
  RenderSqlChartOptions,
  SafeEmbedOptions,
  SqlChart,
  VegaEmbed,
  VegaLogger,
} from './chart.js';
export { renderSqlChart } from './chart.js';
export type { SqlTableView } from './sql-table.js';
export { renderSqlTable } from './sql-table.js';
