/**
 * `renderAnswerText`: an answer's Markdown as DOM nodes, kept up to date while it streams.
 *
 * @module
 */
import { type Block, buildBlock, hasReferences, lexBlocks, notice } from './markdown.js';

/** The element the answer's text is rendered into, inside the caller's container. */
export const ANSWER_TEXT_CLASS = 'pe-chat-markdown';

/**
 * What {@link renderAnswerText} returns: the rendered text, to update as the answer streams and
 * to remove.
 */
export interface AnswerTextView {
  /**
   * Shows `text` (the answer's whole text so far, not a delta). Updates are drawn at most once
   * per animation frame, the last one winning: the screen shows no more, and a fast stream's
   * deltas cost one render per frame, not one each. Where there is no `requestAnimationFrame`,
   * each update is drawn at once. Only the blocks that changed are rebuilt: the blocks before
   * the last one keep their nodes. In an animation frame, a delta with Markdown in it inside the
   * last block may first show as it was written; it is formatted when the next block starts, or
   * 200 ms after it came, whichever is first (and by `flush()`).
   */
  update(text: string): void;
  /** Draws a pending update now, wholly formatted (when the answer ends, or before reading the DOM). */
  flush(): void;
  /** Removes what was rendered, and drops a pending update. */
  destroy(): void;
}

/** One rendered top-level block: where it starts in the text, and its nodes. */
interface RenderedBlock {
  offset: number;
  nodes: Node[];
}

/**
 * Characters a delta may add to a paragraph's last line without changing anything before it:
 * none opens or closes Markdown (no `*`, `_`, `` ` ``, `[`, `]`, `(`, `)`, `<`, `&`, `;`, `\`,
 * `|`, `~`, `#`, `!`, no line break), and the delta does not end with a space (a paragraph's
 * trailing spaces are not shown).
 */
const PLAIN_DELTA = /^[\p{L}\p{N}\p{M} .,:?%'"’”/@$+=-]*[\p{L}\p{N}\p{M}.,:?%'"’”/@$+=-]$/u;

/** A last character after which a plain delta cannot complete any Markdown (tested on the text's last character alone). */
const PLAIN_END = /[\p{L}\p{N}\p{M}.,:?%'"’”]/u;

/**
 * How long, at most, a delta with Markdown in it may show as written (its `**`, its `` ` ``, a
 * line's `- `) before the last block is read again and formatted: 200 ms, 12 frames at 60 a
 * second — under a glance, and a block re-read at most 5 times a second while a model streams
 * (each re-read costs about one block's render; 2,000 deltas in 20 s leave room for about one
 * per block). A block's end (a blank line), the next block's start and `flush()` format at once.
 */
export const FORMAT_DELAY_MS = 200;

/** A blank line, then something: a block that starts after the one before has ended. */
const BLOCK_AFTER_BLANK_LINE = /\n[ \t]*\n[ \t]*\S/;

/**
 * A last line that no plain delta can turn into a block of another kind (a list item, a heading,
 * a rule…): after its markers of quotes, list items and headings, if any, it starts with a letter.
 */
const PLAIN_LINE = /^[ \t]*(?:(?:>|[*+-]|\d{1,9}[.)]|#{1,6})[ \t]+)*\p{L}/u;

/** The answer's text in its container: blocks rendered, the last one rebuilt as it grows. */
class AnswerText implements AnswerTextView {
  readonly #root: HTMLElement;
  #text = '';
  #blocks: RenderedBlock[] = [];
  /** The text node the text's last plain characters are in, when the last block ends with a paragraph's or heading's text. */
  #lastText: Text | null = null;
  /** The paragraph's or heading's element whose inline content ends the last block, if one does. */
  #lastInline: Element | null = null;
  /** The element a delta shown as written goes into, when the last block can hold one: `#lastInline`, a code block's or a table cell's, a list item's. */
  #sink: Element | null = null;
  /** The frame time since which the last block has shown deltas as written, not yet formatted; undefined when it is formatted. */
  #rawSince: number | undefined;
  /** False once the text has link references or carriage returns: every render is then whole. */
  #incremental = true;
  #pending: string | undefined;
  #frame: number | undefined;
  #destroyed = false;

  constructor(container: Element, text: unknown) {
    this.#root = container.ownerDocument.createElement('div');
    this.#root.className = ANSWER_TEXT_CLASS;
    container.appendChild(this.#root);
    this.#render(text);
  }

  update(text: string): void {
    if (this.#destroyed) return;
    this.#pending = text;
    if (!this.#requestFrame()) this.flush();
  }

  flush(): void {
    if (this.#destroyed) return;
    // A block left showing deltas as written is formatted too: after flush, no raw Markdown shows.
    const text = this.#pending ?? (this.#rawSince === undefined ? undefined : this.#text);
    this.#pending = undefined;
    if (text !== undefined) this.#render(text);
  }

  /** Asks for an animation frame to draw in, unless one is asked for already; false where there are none. */
  #requestFrame(): boolean {
    const view = this.#root.ownerDocument.defaultView;
    if (typeof view?.requestAnimationFrame !== 'function') return false;
    this.#frame ??= view.requestAnimationFrame((time) => {
      this.#frame = undefined;
      this.#draw(time);
    });
    return true;
  }

  /**
   * An animation frame's draw, at `time`: as `#render`, but a delta may show as written for
   * a while (`#shownAsWritten`). While one does, the next frames are asked for too, so that
   * it is formatted in time even when no delta comes (a pause in the stream).
   */
  #draw(time: number): void {
    if (this.#destroyed) return;
    // An update with the text shown (an answer event that changed something else) draws nothing.
    const text = this.#pending === this.#text ? undefined : this.#pending;
    this.#pending = undefined;
    if (text !== undefined && !this.#shownAsWritten(text, time)) this.#render(text);
    else if (text === undefined && this.#rawSince !== undefined && time - this.#rawSince >= FORMAT_DELAY_MS)
      this.#render(this.#text);
    if (this.#rawSince !== undefined) this.#requestFrame();
  }

  destroy(): void {
    if (this.#destroyed) return;
    this.#destroyed = true;
    this.#pending = undefined;
    if (this.#frame !== undefined) this.#root.ownerDocument.defaultView?.cancelAnimationFrame(this.#frame);
    this.#root.remove();
  }

  /** Shows `text`, whatever it is: a value that is not a string shows a notice; a failure shows the text as it is. */
  #render(text: unknown): void {
    if (typeof text !== 'string') {
      this.#reset();
      this.#root.appendChild(
        notice(this.#root.ownerDocument, `No answer text to show (got ${text === null ? 'null' : typeof text}).`),
      );
      return;
    }
    // The text shown, formatted: nothing to draw (not even its last block read again).
    if (text === this.#text && this.#rawSince === undefined && this.#root.firstChild !== null) return;
    try {
      const delta = this.#deltaTo(text);
      if (delta === undefined || !this.#appended(text, delta)) this.#rebuild(text);
    } catch {
      // Not expected: the text is still shown, unformatted, so nothing of the answer is lost.
      this.#reset();
      const { ownerDocument: document } = this.#root;
      this.#root.append(notice(document, 'This text could not be shown formatted.'), document.createElement('pre'));
      (this.#root.lastChild as HTMLElement).textContent = text;
      this.#text = text;
    }
  }

  /** Forgets every block and node. */
  #reset(): void {
    this.#root.replaceChildren();
    this.#blocks = [];
    this.#lastText = null;
    this.#lastInline = null;
    this.#sink = null;
    this.#rawSince = undefined;
    this.#text = '';
    this.#incremental = true;
  }

  /** What `text` adds to the text shown, when it is the text shown and more; undefined otherwise. */
  #deltaTo(text: string): string | undefined {
    const shown = this.#text;
    return text.length > shown.length && extendsText(text, shown) ? text.slice(shown.length) : undefined;
  }

  /**
   * The fast path of streaming: `text` is the text shown plus plain characters on its last
   * line, which ends a paragraph's or heading's inline content; they go on the end of its last
   * text node, or in a text node of their own after an element (emphasis, code, a link). A
   * delta that starts with a space may follow any character but a space: the end of the text
   * already counts as a space for every delimiter before it. True when taken.
   */
  #appended(text: string, delta: string): boolean {
    const shown = this.#text;
    const inline = this.#lastInline;
    // Once deltas show as written, the block waits to be read again: nothing is appended as formatted.
    if (inline === null || this.#rawSince !== undefined) return false;
    if (!PLAIN_DELTA.test(delta) || !PLAIN_LINE.test(shown.slice(shown.lastIndexOf('\n') + 1))) return false;
    const last = shown.slice(-1);
    const afterText = this.#lastText !== null && PLAIN_END.test(last);
    if (!afterText && !(delta.startsWith(' ') && /\S/.test(last))) return false;
    if (this.#lastText === null) this.#lastText = inline.appendChild(inline.ownerDocument.createTextNode(delta));
    else this.#lastText.appendData(delta);
    this.#text = text;
    return true;
  }

  /**
   * The deferred path of a frame's draw: `text` is the text shown plus a delta (Markdown or not)
   * that does not end the last block nor start another, and the last block has a {@link sink};
   * the delta goes on its end as text, as written, and the block is formatted later — when it
   * ends, or {@link FORMAT_DELAY_MS} after its first delta shown so. True when taken.
   */
  #shownAsWritten(text: string, time: number): boolean {
    const shown = this.#text;
    const sink = this.#sink;
    const delta = sink === null || !this.#incremental ? undefined : this.#deltaTo(text);
    if (sink === null || delta === undefined) return false;
    if (this.#rawSince === undefined && this.#appended(text, delta)) return true;
    if (this.#rawSince !== undefined && time - this.#rawSince >= FORMAT_DELAY_MS) return false;
    const lastBreak = shown.lastIndexOf('\n');
    const lastLine = shown.slice(lastBreak + 1);
    // After a blank line, the delta may start the next block: it is read now, with the block
    // before, which a blank line (shown as written, unseen) has ended. So is a carriage return.
    const afterBlankLine = lastBreak >= 0 && /^[ \t]*$/.test(lastLine) && blankLineBefore(shown, lastBreak + 1);
    if (
      afterBlankLine ||
      (delta.includes('\n') && BLOCK_AFTER_BLANK_LINE.test(`\n${lastLine}${delta}`)) ||
      delta.includes('\r')
    )
      return false;
    if (this.#lastText === null) this.#lastText = sink.appendChild(sink.ownerDocument.createTextNode(delta));
    else this.#lastText.appendData(delta);
    this.#rawSince ??= time;
    this.#text = text;
    return true;
  }

  /**
   * Renders `text` from the start of its last block, when everything before it is unchanged;
   * the whole text otherwise. The blocks before keep their nodes.
   */
  #rebuild(text: string): void {
    // The last block, and the blocks it follows with no blank line between: it may be what
    // interrupts them (a `#` line ends a paragraph, and a paragraph again once it reads `#x`).
    let first = this.#blocks.length - 1;
    while (first > 0 && !blankLineBefore(this.#text, (this.#blocks[first] as RenderedBlock).offset)) first--;
    const tail = this.#blocks[first];
    let offset =
      this.#incremental && tail !== undefined && extendsText(text, this.#text.slice(0, tail.offset)) ? tail.offset : 0;
    let source = text.slice(offset);
    if (this.#incremental && (source.includes('\r') || hasReferences(source))) {
      // A reference definition changes links anywhere; a carriage return moves the line count.
      this.#incremental = false;
      offset = 0;
      source = text;
    }
    const kept = offset > 0 ? this.#blocks.slice(0, first) : [];
    if (kept.length === 0) this.#root.replaceChildren();
    else
      for (const block of this.#blocks.slice(first)) for (const node of block.nodes) node.parentNode?.removeChild(node);
    this.#blocks = kept.concat(this.#built(lexBlocks(source), source, offset));
    this.#text = text;
    this.#rawSince = undefined;
  }

  /** The nodes of `blocks`, lexed from `source` (which starts at `offset` of the text), appended to the root. */
  #built(blocks: readonly Block[], source: string, offset: number): RenderedBlock[] {
    const lines = source.split('\n');
    const starts = lineStarts(lines);
    const document = this.#root.ownerDocument;
    this.#lastText = null;
    this.#lastInline = null;
    this.#sink = null;
    return blocks.map((block, index) => {
      const { nodes, lastText, lastInline } = buildBlock(document, block, lines);
      this.#root.append(...nodes);
      if (index === blocks.length - 1) {
        this.#lastText = lastText;
        this.#lastInline = lastInline;
        this.#sink = lastInline ?? innermostLast(nodes[nodes.length - 1]);
      }
      return { offset: offset + (starts[block.line] ?? 0), nodes };
    });
  }
}

/**
 * Whether `text` starts with `start`. Not `String.prototype.startsWith`, which V8 runs a
 * character at a time: on every frame of a long answer that alone costs more than the whole
 * answer's render (bench/README.md, section 6), where comparing a slice is a block compare.
 */
function extendsText(text: string, start: string): boolean {
  return text.length >= start.length && text.slice(0, start.length) === start;
}

/**
 * The innermost last element of `node` (a code block's `<code>`, a table's last cell, a list's
 * last item), where a delta may show as written; none when that is a rule or a break.
 */
function innermostLast(node: Node | undefined): Element | null {
  if (node === undefined || node.nodeType !== 1) return null;
  let element = node as Element;
  while (element.lastElementChild !== null) element = element.lastElementChild;
  return /^(hr|br)$/i.test(element.tagName) ? null : element;
}

/** Whether the line before the one starting at `offset` of `text` is blank (none before the first line). */
function blankLineBefore(text: string, offset: number): boolean {
  if (offset < 2) return false;
  const end = offset - 1;
  return /^[ \t]*$/.test(text.slice(text.lastIndexOf('\n', end - 1) + 1, end));
}

/** The offset of each line's first character, from the lines of a text. */
function lineStarts(lines: readonly string[]): number[] {
  const starts: number[] = [];
  let at = 0;
  for (const line of lines) {
    starts.push(at);
    at += line.length + 1;
  }
  return starts;
}

/**
 * Renders an answer's Markdown (CommonMark with GFM tables) into `container`, as DOM nodes built
 * one by one — never from an HTML string, so a page that requires Trusted Types sees no
 * violation — and returns a view to update while the answer streams.
 *
 * Safe by construction, whatever the text: raw HTML is shown as text; links are kept only for
 * absolute `http:`, `https:` and `mailto:` URLs, with `rel="noopener noreferrer"` (other links
 * show their text); images are never loaded (their alt text shows); code blocks are
 * `<pre><code class="language-…">`; nesting deeper than 32 levels shows as its source text with
 * a notice. A `text` that is not a string shows a notice; nothing thrown.
 *
 * @param container - The element to render into: the text goes into a
 *   `<div class="pe-chat-markdown">` appended to it.
 * @param text - The answer's text (its Markdown).
 * @example
 * ```ts
 * const view = renderAnswerText(document.querySelector('#answer')!, '');
 * run.on('answer', (answer) => view.update(answer.content ?? ''));
 * await run.result();
 * view.flush();
 * ```
 */
export function renderAnswerText(container: Element, text: string): AnswerTextView {
  if (typeof container?.ownerDocument?.createElement !== 'function') {
    throw new TypeError(
      `renderAnswerText: container must be a DOM element, got ${container === null ? 'null' : typeof container}`,
    );
  }
  return new AnswerText(container, text);
}
