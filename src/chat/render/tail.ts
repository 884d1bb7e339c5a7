/**
 * The last blocks of a streaming answer read again: a top-level paragraph's or heading's
 * element is kept, with the nodes of the part of its inline content that no later text can
 * change (its commit), and only the rest is read and rebuilt.
 *
 * Why a commit is exact. markdown-it reads inline content left to right, and a later character
 * changes how an earlier one reads only through something left open before it: an emphasis,
 * strikethrough or code delimiter left unmatched, a `[` or `<` not closed, an `&` or a `\`.
 * Each of those, when nothing closes it, is left as text. So a prefix whose reading leaves none
 * of those characters in its text, and that ends with a space before a non-space (emphasis
 * looks at the characters on either side of a delimiter, and markdown-it takes the start and
 * the end of a text as spaces), reads the same alone as at the start of any longer text; the
 * rest, which starts after a space, reads as it does alone. Link references, which would make
 * a bracket's reading depend on text anywhere, are never read in parts (the caller renders
 * whole once the text has any). When in doubt (a prefix that leaves any of those characters as
 * text), nothing is committed and the whole content is read.
 *
 * @module
 * @internal
 */
import type { Token } from 'markdown-it';
import { type Block, buildBlock, buildInlineInto, inlineTokens, withInline } from './markdown.js';

/** The part of an element's inline content whose nodes stay: its source, and how many of the element's first children are its nodes. */
export interface InlineCommit {
  source: string;
  count: number;
}

/** A top-level paragraph's or heading's element, and what of its content is committed. */
export interface InlineState {
  element: Element;
  commit: InlineCommit;
}

/** A block built for the tail: its nodes, where a delta may go, and its inline state if it is a paragraph or heading. */
export interface TailBlock {
  nodes: Node[];
  lastText: Text | null;
  lastInline: Element | null;
  inline: InlineState | undefined;
}

/** A top-level paragraph or heading is at depth 2: the root's children, their inline nodes inside (see buildInlineInto). */
const TOP_LEVEL_DEPTH = 2;

/**
 * The shortest head worth committing: a commit reads the head and the rest apart (a markdown-it
 * set-up each), which a short head does not repay.
 */
const MIN_COMMIT = 48;

/** A character that, left as text in a prefix's reading, may still open or close something with later text (see the module). */
const OPEN_END = /[*_~`[\]<&\\!]/;

/**
 * Whether `text` starts with `start`. Not `String.prototype.startsWith`, which V8 runs a
 * character at a time: on every frame of a long answer that alone costs more than the whole
 * answer's render (bench/README.md, section 6), where comparing a slice is a block compare.
 */
export function extendsText(text: string, start: string): boolean {
  return text.length >= start.length && text.slice(0, start.length) === start;
}

/** Whether `block` is a top-level paragraph or heading: its opening token, its inline token, its closing token. */
function isInlineBlock(block: Block): boolean {
  const open = block.tokens[0];
  return block.tokens.length === 3 && open?.level === 0 && (open.type === 'paragraph_open' || open.type === 'heading_open');
}

/** The inline state of `block` built whole into `nodes`, when it is a top-level paragraph or heading: nothing committed yet. */
export function inlineStateOf(block: Block, nodes: readonly Node[]): InlineState | undefined {
  return isInlineBlock(block) && nodes.length === 1 ? { element: nodes[0] as Element, commit: { source: '', count: 0 } } : undefined;
}

/**
 * Whether `block` (lexed where `state`'s element's block started) is that element's block grown:
 * the same kind of top-level block, its content starting with the committed source.
 */
export function rereads(state: InlineState, block: Block): boolean {
  return isInlineBlock(block) && block.line === 0 && state.element.localName === block.tokens[0]?.tag && extendsText(block.tokens[1]?.content ?? '', state.commit.source);
}

/**
 * The nodes of `block`, a tail block lexed without inline content (`lexBlocks(text, false)`):
 * a paragraph or heading read from `reuse`'s commit when given (the caller checked
 * {@link rereads}) into its kept element, or built in a new one; any other block built whole.
 * `last`: the block ends the text, so that more of its content may come (only then is a commit
 * worth its cost).
 */
export function buildTailBlock(document: Document, block: Block, lines: readonly string[], reuse: InlineState | undefined, last: boolean): TailBlock {
  if (!isInlineBlock(block)) return { ...buildBlock(document, withInline(block), lines), inline: undefined };
  const content = block.tokens[1]?.content ?? '';
  // A new element is built with its inline token still empty: its content is read below.
  const element = reuse?.element ?? (buildBlock(document, block, lines).nodes[0] as Element);
  const read = rereadInline(element, reuse?.commit ?? { source: '', count: 0 }, content, last);
  return { nodes: [element], lastText: read.lastText, lastInline: element, inline: { element, commit: read.commit } };
}

/**
 * `element`'s inline content read again as `content`, which starts with `commit`'s source: the
 * nodes after the committed ones replaced by the rest's. With `commits`, the rest is read in two
 * parts when its head (up to its last word's start, at least {@link MIN_COMMIT} characters) can
 * be committed, the head's nodes then committed too.
 */
function rereadInline(element: Element, commit: InlineCommit, content: string, commits: boolean): { commit: InlineCommit; lastText: Text | null } {
  // Deltas shown as written, and the rest's nodes, all come after the committed nodes.
  while (element.childNodes.length > commit.count) (element.lastChild as ChildNode).remove();
  const rest = content.slice(commit.source.length);
  const at = commits ? commitPoint(rest) : 0;
  if (at >= MIN_COMMIT) {
    const head = inlineTokens(rest.slice(0, at));
    if (head.every(closes)) {
      buildInlineInto(element, head, TOP_LEVEL_DEPTH);
      const next = { source: commit.source + rest.slice(0, at), count: element.childNodes.length };
      return { commit: next, lastText: buildInlineInto(element, inlineTokens(rest.slice(at)), TOP_LEVEL_DEPTH) };
    }
  }
  return { commit, lastText: buildInlineInto(element, inlineTokens(rest), TOP_LEVEL_DEPTH) };
}

/** Where `rest` may be cut for a commit: after its last space that a non-space follows; 0 when nowhere. */
function commitPoint(rest: string): number {
  for (let space = rest.lastIndexOf(' '); space >= 0; space = space === 0 ? -1 : rest.lastIndexOf(' ', space - 1)) {
    if (space + 1 < rest.length && !/\s/.test(rest.charAt(space + 1))) return space + 1;
  }
  return 0;
}

/** Whether `token` leaves nothing open for later text: not text with a character of {@link OPEN_END} in it. */
function closes(token: Token): boolean {
  return token.type !== 'text' || !OPEN_END.test(token.content);
}
