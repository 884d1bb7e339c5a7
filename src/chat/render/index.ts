/**
 * `platform-embed/chat/render`: an answer of the chat, shown safely in a browser — its text
 * (Markdown) and its SQL result as a table — as DOM nodes built without HTML strings, so a page
 * that requires Trusted Types sees no violation. Importing it touches no DOM (server rendering
 * can import it); the renderers use the DOM of the container they are given.
 *
 * @module
 */

export type { AnswerTextView } from './answer-text.js';
export { renderAnswerText } from './answer-text.js';
export type { SqlTableView } from './sql-table.js';
export { renderSqlTable } from './sql-table.js';
