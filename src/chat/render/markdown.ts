/**
 * An answer's Markdown (CommonMark with GFM tables and strikethrough) as DOM nodes: markdown-it
 * reads the text into tokens, and this module builds each token's element with `createElement`
 * and `createTextNode` — never an HTML string, so no Trusted Types sink is ever reached.
 *
 * What it refuses, by construction: raw HTML (markdown-it with `html: false` reads it as text),
 * elements outside {@link TAGS}, every attribute but a link's checked `href` and `rel`, a table
 * cell's alignment and an ordered list's start; links other than `http:`, `https:` and
 * `mailto:` (their text stays, as text); images (their alt text only, nothing loaded); and
 * nesting deeper than {@link NESTING_CAP} (the block's source shown as text, with a notice).
 *
 * @module
 * @internal
 */
import MarkdownIt, { type Token } from 'markdown-it';

/**
 * How deep elements may nest (token levels: a list and its item are two). Past it a block is
 * shown as its source text with a notice: a hostile answer of 10,000 nested lists must not make
 * 20,000 nested elements, which the browser's layout would take seconds over.
 */
export const NESTING_CAP = 32;

/** The notice shown in place of what could not be shown as formatted text. */
export const NOTICE_CLASS = 'pe-chat-notice';

/** The elements a token may make; any other tag makes none (its content goes to the parent). */
const TAGS = new Set([
  'p',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'blockquote',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'em',
  'strong',
  's',
  'hr',
  'br',
]);

/** The link schemes kept as links. */
const LINK_SCHEMES = new Set(['http:', 'https:', 'mailto:']);

let parser: MarkdownIt | undefined;

/**
 * The one markdown-it, made on first use (no work at import): CommonMark, raw HTML off (shown as
 * text), no linkify or typographer (what the model wrote is what shows), GFM tables and
 * strikethrough on. Its own nesting bound sits above {@link NESTING_CAP}, so the cap is met
 * first and the source lines it drops are still shown, as text.
 */
function markdown(): MarkdownIt {
  parser ??= new MarkdownIt('commonmark', {
    html: false,
    linkify: false,
    typographer: false,
    maxNesting: NESTING_CAP + 8,
  }).enable(['table', 'strikethrough']);
  return parser;
}

/** A top-level block of the text: its tokens and the line (of the lexed text) it starts on. */
export interface Block {
  /** The block's tokens, from its opening token to its closing one. */
  tokens: Token[];
  /** The line the block starts on, counted from 0. */
  line: number;
}

/**
 * The top-level blocks of `text`. Reference definitions (`[label]: url`) are left out of the
 * blocks (markdown-it keeps them in `env`): the caller asks {@link hasReferences}.
 */
export function lexBlocks(text: string): Block[] {
  const tokens = markdown().parse(text, {});
  const blocks: Block[] = [];
  let start = 0;
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index] as Token;
    if (token.level !== 0 || token.nesting === 1) continue;
    blocks.push({ tokens: tokens.slice(start, index + 1), line: tokens[start]?.map?.[0] ?? 0 });
    start = index + 1;
  }
  return blocks;
}

/** Whether `text` may define a link reference, which changes links anywhere in the text. */
export function hasReferences(text: string): boolean {
  return /^ {0,3}\[[^\]\n]*\]:/m.test(text);
}

/**
 * `href` when its scheme is one kept as a link (an absolute `http:`, `https:` or `mailto:` URL),
 * else undefined: `javascript:`, `data:`, relative and unparsable URLs are shown as text.
 */
export function allowedHref(href: string | null): string | undefined {
  if (href === null) return undefined;
  try {
    return LINK_SCHEMES.has(new URL(href).protocol) ? href : undefined;
  } catch {
    return undefined;
  }
}

/** A notice element saying `text`. */
export function notice(document: Document, text: string): HTMLElement {
  const element = document.createElement('p');
  element.className = NOTICE_CLASS;
  element.setAttribute('role', 'note');
  element.textContent = text;
  return element;
}

/** Where a build stands: the elements open, and the text node the last inline text went into. */
interface Builder {
  document: Document;
  lines: readonly string[];
  stack: Node[];
  /** The opening token of each node of `stack` after the first (the root has none). */
  opened: Token[];
  /** The text node of the block's last token when that token is a paragraph's or heading's plain text (the streaming fast path appends to it). */
  lastText: Text | null;
  /** The element of the paragraph's or heading's inline content that ends the block, if one does (the fast path appends a text node to it). */
  lastInline: Element | null;
}

/**
 * The DOM nodes of one block, and the text node its last plain text went into when the block
 * ends with one (see {@link Builder.lastText}). `lines` are the lexed text's lines: a block
 * nested past the cap is shown as its source.
 */
export function buildBlock(
  document: Document,
  block: Block,
  lines: readonly string[],
): { nodes: Node[]; lastText: Text | null; lastInline: Element | null } {
  const root = document.createDocumentFragment();
  const builder: Builder = { document, lines, stack: [root], opened: [], lastText: null, lastInline: null };
  const { tokens } = block;
  for (let index = 0; index < tokens.length; index++) {
    index = buildToken(builder, tokens, index);
  }
  return { nodes: Array.from(root.childNodes), lastText: builder.lastText, lastInline: builder.lastInline };
}

/** The node the next one goes into. */
const parentOf = (builder: Builder): Node => builder.stack[builder.stack.length - 1] as Node;

/** Builds `tokens[index]` (and, for a capped block, the tokens it covers); the index of the last token used. */
function buildToken(builder: Builder, tokens: readonly Token[], index: number): number {
  const token = tokens[index] as Token;
  if (token.nesting === -1) {
    // A block's closing token keeps lastText: the paragraph or heading it closes still ends the block.
    builder.stack.pop();
    builder.opened.pop();
    return index;
  }
  builder.lastText = null;
  builder.lastInline = null;
  if (token.nesting === 1) {
    if (builder.stack.length > NESTING_CAP) return capped(builder, tokens, index);
    builder.stack.push(openElement(builder, token));
    builder.opened.push(token);
    return index;
  }
  if (token.type === 'inline')
    buildInline(builder, token.children ?? [], /^(paragraph|heading)_open$/.test(tokens[index - 1]?.type ?? ''));
  else parentOf(builder).appendChild(leafBlock(builder.document, token));
  return index;
}

/** The element an opening token makes (a refused link or an unknown tag: none, its parent goes on). */
function openElement(builder: Builder, token: Token): Node {
  const parent = parentOf(builder);
  const { document } = builder;
  if (token.type === 'link_open') {
    const href = allowedHref(token.attrGet('href'));
    if (href === undefined) return parent;
    const link = document.createElement('a');
    link.setAttribute('href', href);
    link.setAttribute('rel', 'noopener noreferrer');
    return parent.appendChild(link);
  }
  // A tight list's paragraphs are hidden: their text goes straight into the item, as CommonMark renders it.
  if (token.hidden || !TAGS.has(token.tag)) return parent;
  const element = document.createElement(token.tag);
  const align = /^text-align:(left|center|right)$/.exec(token.attrGet('style') ?? '')?.[1];
  // Through the CSSOM, not a style attribute, which a CSP without 'unsafe-inline' refuses.
  if (align) element.style.textAlign = align;
  const start = token.attrGet('start');
  if (token.tag === 'ol' && start !== null && /^\d{1,9}$/.test(start)) element.setAttribute('start', start);
  return parent.appendChild(element);
}

/** A leaf block token's node: a code block as `<pre><code class="language-…">`, a rule, or text. */
function leafBlock(document: Document, token: Token): Node {
  if (token.type === 'fence' || token.type === 'code_block') {
    const pre = document.createElement('pre');
    const code = pre.appendChild(document.createElement('code'));
    const language = /^[\w+#.-]{1,40}/.exec(token.info.trim())?.[0];
    if (language) code.className = `language-${language}`;
    code.textContent = token.content;
    return pre;
  }
  if (token.type === 'hr') return document.createElement('hr');
  return document.createTextNode(token.content);
}

/**
 * An inline token's children into the open element: text, code, breaks, emphasis, links; images
 * as their alt text. `ofText`: the inline content of a paragraph or a heading, whose last plain
 * text the streaming fast path may append to (not a table cell's, which a row's pipes delimit).
 */
function buildInline(builder: Builder, children: readonly Token[], ofText: boolean): void {
  const { document } = builder;
  const container = parentOf(builder);
  builder.lastInline = ofText && container.nodeType === 1 ? (container as Element) : null;
  for (let index = 0; index < children.length; index++) {
    const token = children[index] as Token;
    builder.lastText = null;
    if (token.nesting === -1) builder.stack.pop();
    else if (token.nesting === 1) {
      // Past the cap, inline elements are left out and their text joins the parent's.
      builder.stack.push(builder.stack.length > NESTING_CAP ? parentOf(builder) : openElement(builder, token));
    } else if (token.type === 'code_inline') {
      parentOf(builder).appendChild(document.createElement('code')).textContent = token.content;
    } else if (token.type === 'hardbreak') parentOf(builder).appendChild(document.createElement('br'));
    else {
      const text = token.type === 'softbreak' ? '\n' : token.type === 'image' ? altText(token) : token.content;
      // Emphasis leaves its delimiters as empty text tokens: no node for them.
      if (text === '') continue;
      const node = parentOf(builder).appendChild(document.createTextNode(text));
      if (token.type === 'text' && ofText) builder.lastText = node;
    }
  }
}

/** An image's alt text (the text of its description), shown instead of the image. */
function altText(token: Token): string {
  return (token.children ?? []).map((child) => (child.type === 'softbreak' ? '\n' : child.content)).join('');
}

/**
 * The rest of a container nested past the cap, from `tokens[index]` on: its source lines as text
 * in a `<pre>`, after a notice; the index of the last token it covers (the one before the
 * container's closing token), so that they are skipped.
 */
function capped(builder: Builder, tokens: readonly Token[], index: number): number {
  const container = builder.opened[builder.opened.length - 1];
  const level = container?.level ?? -1;
  let end = index;
  while (
    end + 1 < tokens.length &&
    !((tokens[end + 1] as Token).nesting === -1 && (tokens[end + 1] as Token).level === level)
  )
    end++;
  const first = (tokens[index] as Token).map?.[0] ?? 0;
  const last = container?.map?.[1] ?? (tokens[index] as Token).map?.[1] ?? first;
  const parent = parentOf(builder);
  const { document } = builder;
  parent.appendChild(notice(document, 'Nested too deeply to show formatted: shown as written.'));
  parent.appendChild(document.createElement('pre')).textContent = builder.lines.slice(first, last).join('\n');
  return end;
}
