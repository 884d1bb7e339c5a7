/**
 * The fake embed page's DOM: its elements by id, new elements, the logs and the fatal banner.
 * Nothing here knows the protocol; every function touches the document only when called.
 *
 * @module
 * @internal
 */

/** An element of the page by id (the page has them all). */
export const $ = <T extends HTMLElement = HTMLElement>(id: string): T => document.getElementById(id) as T;

/** A new element with, optionally, a class, a text and data attributes. */
export function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  { className, text, dataset }: { className?: string; text?: string; dataset?: Record<string, string> } = {},
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  for (const [key, value] of Object.entries(dataset ?? {})) node.dataset[key] = value;
  return node;
}

/** Appends an entry to one of the page's logs (events, actions, invalid messages) and scrolls to it. */
export function logEntry(listId: string, { type, body, kind }: { type: string; body: string; kind?: string }): void {
  const item = element('li', { className: kind ?? '', dataset: { type } });
  item.append(element('span', { className: 'log-type', text: type }), element('code', { text: body }));
  const list = $(listId);
  list.append(item);
  list.scrollTop = list.scrollHeight;
}

/** Shows the banner of a surface that stopped, with why. */
export function showFatal(message: string): void {
  $('fatal-message').textContent = message;
  $('fatal').hidden = false;
}

/** What an error thrown by the SDK says: its code (else its name) and message. */
export function describeError(error: unknown): string {
  const { code, name, message } = error as { code?: string; name?: string; message?: string };
  return `${code ?? name}: ${message}`;
}
