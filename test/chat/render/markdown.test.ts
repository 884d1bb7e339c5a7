// @vitest-environment happy-dom
/**
 * The Markdown module of the renderers: which links are kept, where top-level blocks start, and
 * the node that the streaming fast path may append to.
 */
import { describe, expect, it } from 'vitest';
import { allowedHref, buildBlock, hasReferences, lexBlocks } from '../../../src/chat/render/markdown.js';

describe('allowedHref', () => {
  it.each(['https://example.com/a?b#c', 'http://example.com', 'mailto:someone@example.com', 'HTTPS://EXAMPLE.COM'])(
    'keeps %s',
    (href) => {
      expect(allowedHref(href)).toBe(href);
    },
  );

  it.each([
    null,
    'javascript:alert(1)',
    ' javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>x</script>',
    'vbscript:x',
    'file:///etc/passwd',
    '/relative',
    '//example.com/x',
    'ftp://example.com',
    'blob:https://example.com/x',
    'not a url',
  ])('refuses %s', (href) => {
    expect(allowedHref(href)).toBeUndefined();
  });
});

describe('lexBlocks', () => {
  it('splits the text into its top-level blocks, each with the line it starts on', () => {
    const blocks = lexBlocks('# Title\n\nOne\ntwo\n\n- a\n  - b\n\n| a |\n|---|\n| 1 |');
    expect(blocks.map((block) => [block.tokens[0]?.type, block.line])).toEqual([
      ['heading_open', 0],
      ['paragraph_open', 2],
      ['bullet_list_open', 5],
      ['table_open', 8],
    ]);
  });

  it('tells a text that defines link references', () => {
    expect(hasReferences('x\n\n[a]: https://example.com')).toBe(true);
    expect(hasReferences('see [a](https://example.com)')).toBe(false);
  });
});

describe('buildBlock', () => {
  const lastTextOf = (text: string) => {
    const [block] = lexBlocks(text);
    return block ? buildBlock(document, block, text.split('\n')).lastText?.data : undefined;
  };

  it('gives the last text node of a paragraph or a heading that ends its block', () => {
    expect(lastTextOf('Revenue **grew** by')).toBe(' by');
    expect(lastTextOf('## Sales by region')).toBe('Sales by region');
    expect(lastTextOf('- one\n- two')).toBe('two');
  });

  it('gives none when the block ends with anything else: emphasis, code, a table cell, a link', () => {
    expect(lastTextOf('Revenue **grew**')).toBeUndefined();
    expect(lastTextOf('```\ncode')).toBeUndefined();
    expect(lastTextOf('| a |\n|---|\n| cell')).toBeUndefined();
    expect(lastTextOf('[a](https://example.com)')).toBeUndefined();
  });
});
