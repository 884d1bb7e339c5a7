// @vitest-environment happy-dom
/**
 * renderAnswerText's last paragraph as deltas arrive: the fast path that appends plain words and
 * the re-read of the last block give the DOM of a whole render at every prefix, whatever the
 * pieces, with the same refusals (raw HTML as text, only http(s)/mailto links, no images) for
 * what a later delta brings.
 */
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAnswerText } from '../../../src/chat/render/index.js';
import { expectInert } from './inert.js';

afterEach(() => {
  document.body.replaceChildren();
  vi.unstubAllGlobals();
});

/** A view of `text` drawn at once on each update (no animation frames), and its root. */
function rendered(text: string) {
  vi.stubGlobal('requestAnimationFrame', undefined);
  const container = document.body.appendChild(document.createElement('section'));
  const view = renderAnswerText(container, text);
  return { view, root: container.firstElementChild as HTMLElement };
}

/** The whole render of `text`, to compare a streamed DOM with. */
function wholeRender(text: string): string {
  const container = document.createElement('div');
  renderAnswerText(container, text);
  return (container.firstElementChild as HTMLElement).innerHTML;
}

describe('the last paragraph as deltas arrive', () => {
  it('formats a delimiter or a bracket that a later delta closes', () => {
    const { root, view } = rendered('Revenue **grew by 3 % over');
    view.update('Revenue **grew by 3 % over the quarter** before');
    expect(root.innerHTML).toBe('<p>Revenue <strong>grew by 3 % over the quarter</strong> before</p>');
    const open = rendered('see [the report for');
    open.view.update('see [the report for each month](https://example.com/r) and more');
    expect(open.root.querySelector('a')?.textContent).toBe('the report for each month');
  });

  it('reads a paragraph that turns into a heading or a table as a whole render does', () => {
    const { root, view } = rendered('Revenue by region grew');
    view.update('Revenue by region grew\n===');
    expect(root.innerHTML).toBe('<h1>Revenue by region grew</h1>');
    const table = rendered('intro text | a | b');
    table.view.update('intro text | a | b\n|---|---|');
    expect(table.root.innerHTML).toBe(wholeRender('intro text | a | b\n|---|---|'));
  });

  it('shows raw HTML that arrives in a later delta as text', () => {
    const { root, view } = rendered('Revenue grew by 3 % over the');
    view.update('Revenue grew by 3 % over the <script>window.ran=1</script> and <img src=x onerror=alert(1)>');
    expectInert(root);
    expect(root.querySelector('p')?.textContent).toBe(
      'Revenue grew by 3 % over the <script>window.ran=1</script> and <img src=x onerror=alert(1)>',
    );
  });

  it('refuses a javascript: link or an image that a later delta completes', () => {
    const { root, view } = rendered('Revenue grew by 3 % see [the');
    view.update(
      'Revenue grew by 3 % see [the report](javascript:alert(1)) and ![chart](https://example.com/c.png) and',
    );
    expectInert(root);
    expect(root.querySelector('a')).toBeNull();
    // markdown-it reads no link with that URL: its source stays, as text; the image shows its alt text.
    expect(root.querySelector('p')?.textContent).toBe(
      'Revenue grew by 3 % see [the report](javascript:alert(1)) and chart and',
    );
    view.update(
      'Revenue grew by 3 % see [the report](javascript:alert(1)) and ![chart](https://example.com/c.png) and [ok](https://example.com)',
    );
    expect(root.querySelector('a')?.getAttribute('rel')).toBe('noopener noreferrer');
  });
});

/** Words and Markdown's characters: long paragraphs, with the fast path's plain words between Markdown. */
const PIECE = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      'Revenue',
      ' grew',
      ' by',
      ' 3',
      ' %',
      ' the',
      ' quarter',
      ' ',
      '  ',
      'snake_case',
      ' 2.5',
    ),
  },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '**',
      '*',
      '_',
      '`',
      '~~',
      '[',
      ']',
      '(',
      ')',
      '!',
      '<',
      '>',
      '&',
      '&amp;',
      ';',
      '\\',
      '#',
      '# ',
      '- ',
      '1. ',
      '> ',
      '|',
      '---',
      '===',
      '\n',
      '\n\n',
      '\t',
    ),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '<script>window.ran=1</script>',
      '[x](javascript:alert(1))',
      '[x](https://example.com)',
      '![a](https://example.com/i.png)',
      '<https://example.com>',
      '<b>x</b>',
    ),
  },
  { weight: 1, arbitrary: fc.string({ maxLength: 4 }) },
);

describe('the last paragraph as deltas arrive, on any text', () => {
  it('renders every prefix of a text streamed in any pieces as a whole render, and inert', () => {
    fc.assert(
      fc.property(fc.array(PIECE, { minLength: 1, maxLength: 40 }), (pieces) => {
        const { root, view } = rendered('');
        let text = '';
        for (const piece of pieces) {
          text += piece;
          view.update(text);
          expect(root.innerHTML, JSON.stringify(text)).toBe(wholeRender(text));
        }
        expectInert(root);
        view.destroy();
      }),
      { numRuns: 300 },
    );
  });
});
