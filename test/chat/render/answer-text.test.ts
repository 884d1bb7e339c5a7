// @vitest-environment happy-dom
/**
 * renderAnswerText: the answer's Markdown as DOM nodes, and its updates while it streams — the
 * blocks before the last keep their nodes, plain deltas go on the end of the last text node, and
 * updates are drawn once per animation frame.
 */
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAnswerText } from '../../../src/chat/render/index.js';
import { expectInert } from './inert.js';

afterEach(() => {
  document.body.replaceChildren();
  vi.unstubAllGlobals();
});

/** A container on the page, and a view of `text` in it, drawn at once (no animation frames). */
function rendered(text: string) {
  vi.stubGlobal('requestAnimationFrame', undefined);
  const container = document.body.appendChild(document.createElement('section'));
  const view = renderAnswerText(container, text);
  const root = container.firstElementChild as HTMLElement;
  return { container, view, root };
}

/** A view of `text` drawn in animation frames that `frame(time)` runs, as a browser would at `time`. */
function framed(text: string) {
  let callbacks: Array<(time: number) => void> = [];
  vi.stubGlobal('requestAnimationFrame', (callback: (time: number) => void) => callbacks.push(callback));
  vi.stubGlobal('cancelAnimationFrame', () => {});
  const container = document.body.appendChild(document.createElement('section'));
  const view = renderAnswerText(container, text);
  const root = container.firstElementChild as HTMLElement;
  const frame = (time: number) => {
    const due = callbacks;
    callbacks = [];
    for (const callback of due) callback(time);
  };
  return { view, root, frame };
}

/** What markdown-it's own HTML renderer would make of the streamed text, to compare the DOM with a whole render. */
function wholeRender(text: string): string {
  const container = document.createElement('div');
  renderAnswerText(container, text);
  return (container.firstElementChild as HTMLElement).innerHTML;
}

describe('renderAnswerText', () => {
  it('renders CommonMark and GFM tables as elements', () => {
    const { root } = rendered(
      '# Sales\n\nRevenue **grew** by _3 %_ in `Q3`.\n\n- north\n- south\n\n| region | revenue |\n|---|---:|\n| north | 100 |\n\n```sql\nSELECT 1\n```\n\n> quoted\n\n---',
    );
    expect(root.className).toBe('pe-chat-markdown');
    expect(root.querySelector('h1')?.textContent).toBe('Sales');
    expect(root.querySelector('strong')?.textContent).toBe('grew');
    expect(root.querySelector('em')?.textContent).toBe('3 %');
    expect(root.querySelector('p code')?.textContent).toBe('Q3');
    // A tight list's items hold their text directly, as CommonMark renders them.
    expect(Array.from(root.querySelectorAll('ul > li'), (li) => li.innerHTML)).toEqual(['north', 'south']);
    expect(Array.from(root.querySelectorAll('th'), (th) => th.textContent)).toEqual(['region', 'revenue']);
    expect((root.querySelector('tbody td:last-child') as HTMLElement).style.textAlign).toBe('right');
    expect(root.querySelector('pre > code.language-sql')?.textContent).toBe('SELECT 1\n');
    expect(root.querySelector('blockquote p')?.textContent).toBe('quoted');
    expect(root.querySelector('hr')).not.toBeNull();
  });

  it('shows raw HTML, block and inline, as text', () => {
    const { root } = rendered(
      '<div onclick="x()">block</div>\n\nInline <script>alert(1)</script> and <img src=x onerror=alert(1)>.',
    );
    expect(root.querySelector('div, script, img')).toBeNull();
    expect(root.textContent).toContain('<div onclick="x()">block</div>');
    expect(root.textContent).toContain('<script>alert(1)</script>');
    expect(root.textContent).toContain('<img src=x onerror=alert(1)>');
  });

  it('keeps http(s) and mailto links, with rel="noopener noreferrer"; other links show their text', () => {
    const { root } = rendered(
      '[a](https://example.com/a) [b](http://example.com/b) [c](mailto:x@example.com) [d](javascript:alert(1)) [e](data:text/html,x) [f](/relative) [g](vbscript:x) <javascript:alert(1)>',
    );
    const links = Array.from(root.querySelectorAll('a'));
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      'https://example.com/a',
      'http://example.com/b',
      'mailto:x@example.com',
    ]);
    for (const link of links) expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    // Refused by the parser, a link's source shows as it was written; refused here, its text shows.
    expect(root.textContent).toContain(
      '[d](javascript:alert(1)) [e](data:text/html,x) f [g](vbscript:x) <javascript:alert(1)>',
    );
  });

  it('never loads an image: its alt text shows', () => {
    const { root } = rendered('Chart: ![revenue by *region*](https://attacker.example/leak.png)');
    expect(root.querySelector('img')).toBeNull();
    expect(root.textContent).toBe('Chart: revenue by region');
  });

  /** How deep elements nest under `root`. */
  function depthOf(root: Element): number {
    let deepest = 0;
    const walk = (element: Element, depth: number) => {
      deepest = Math.max(deepest, depth);
      for (const child of Array.from(element.children)) walk(child, depth + 1);
    };
    walk(root, 0);
    return deepest;
  }

  it.each([
    ['10,000 nested lists', `${'- '.repeat(10_000)}item`, '- - - '],
    [
      '1,000 nested indented lists',
      Array.from({ length: 1_000 }, (_, i) => `${'  '.repeat(i)}- item ${i}`).join('\n'),
      '- item 999',
    ],
    ['10,000 nested quotes', `${'> '.repeat(10_000)}quoted`, '> > > '],
  ])('shows %s past the cap as source text, with a notice', (_, text, shown) => {
    const { root } = rendered(text);
    expect(root.querySelector('[role="note"]')?.textContent).toBe(
      'Nested too deeply to show formatted: shown as written.',
    );
    expect(root.querySelectorAll('[role="note"]')).toHaveLength(1);
    expect(root.querySelector('pre')?.textContent).toContain(shown);
    expect(depthOf(root)).toBeLessThanOrEqual(34);
  });

  it('keeps inline nesting shallow: 5,000 nested emphases show their text', () => {
    const { root } = rendered(`${'*a '.repeat(5_000)}${'b*'.repeat(5_000)}`);
    expect(depthOf(root)).toBeLessThanOrEqual(34);
    expect(root.textContent).toContain('a a a');
  });

  it('shows a notice for a text that is not a string, and renders the next one', () => {
    const { root, view } = rendered(null as unknown as string);
    expect(root.textContent).toBe('No answer text to show (got null).');
    view.update('**ok**');
    expect(root.innerHTML).toBe('<p><strong>ok</strong></p>');
  });

  it('refuses a container that is not an element, naming it', () => {
    expect(() => renderAnswerText(null as unknown as Element, 'x')).toThrow(
      'renderAnswerText: container must be a DOM element, got null',
    );
  });
});

describe('renderAnswerText while streaming', () => {
  it('keeps the nodes of the blocks before the last, and rebuilds the last', () => {
    const { root, view } = rendered('# Title\n\nFirst paragraph.\n\n- one');
    const [heading, paragraph] = Array.from(root.children);
    view.update('# Title\n\nFirst paragraph.\n\n- one\n- two **bold**');
    expect(root.children[0]).toBe(heading);
    expect(root.children[1]).toBe(paragraph);
    expect(root.querySelectorAll('li')).toHaveLength(2);
    expect(root.innerHTML).toBe(wholeRender('# Title\n\nFirst paragraph.\n\n- one\n- two **bold**'));
  });

  it('appends plain deltas to the last text node', () => {
    const { root, view } = rendered('Revenue grew');
    const text = root.querySelector('p')?.firstChild;
    view.update('Revenue grew by 3 %');
    view.update('Revenue grew by 3 % in Q3.');
    expect(root.querySelector('p')?.firstChild).toBe(text);
    expect(root.innerHTML).toBe('<p>Revenue grew by 3 % in Q3.</p>');
  });

  it('renders every prefix of a streamed answer as a whole render would', () => {
    const answer =
      '## Result\n\nSales *grew*, see [the report](https://example.com/r) and `q`.\n1. a\n2. b\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\nText\n===\n\n> quote\nlazy line\n\n    code\n\n<b>x</b> &amp; done\\\nnext';
    const { root, view } = rendered('');
    for (let end = 1; end <= answer.length; end++) {
      view.update(answer.slice(0, end));
      expect(root.innerHTML, `after ${JSON.stringify(answer.slice(0, end))}`).toBe(wholeRender(answer.slice(0, end)));
    }
  });

  it('re-reads the blocks the last one interrupts: a `#` line that becomes a paragraph’s again', () => {
    const { root, view } = rendered('Total\n#');
    expect(root.querySelector('h1')).not.toBeNull();
    view.update('Total\n#<b>');
    expect(root.innerHTML).toBe('<p>Total\n#&lt;b&gt;</p>');
  });

  it('appends a spaced delta after emphasis, code or a link as a text node of its own', () => {
    const { root, view } = rendered('Revenue **grew**');
    const strong = root.querySelector('strong');
    view.update('Revenue **grew** by 3 %');
    expect(root.querySelector('strong')).toBe(strong);
    expect(root.innerHTML).toBe('<p>Revenue <strong>grew</strong> by 3 %</p>');
  });

  it('re-renders everything when a reference definition makes earlier links', () => {
    const { root, view } = rendered('See [the report].\n\nMore');
    view.update('See [the report].\n\nMore\n\n[the report]: https://example.com/r');
    expect(root.querySelector('a')?.getAttribute('href')).toBe('https://example.com/r');
  });

  it('draws at most once per animation frame, the last update winning; flush draws now', () => {
    const frames: Array<() => void> = [];
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
    const container = document.body.appendChild(document.createElement('section'));
    const view = renderAnswerText(container, 'a');
    view.update('a b');
    view.update('a b c');
    expect(frames).toHaveLength(1);
    expect(container.textContent).toBe('a');
    frames[0]?.();
    expect(container.textContent).toBe('a b c');
    view.update('a b c d');
    view.flush();
    expect(container.textContent).toBe('a b c d');
  });

  it('in a frame, shows a delta with Markdown as written, and formats it 200 ms after it came', () => {
    const { root, view, frame } = framed('Revenue');
    view.update('Revenue **grew');
    frame(1000);
    expect(root.innerHTML).toBe('<p>Revenue **grew</p>');
    view.update('Revenue **grew** by 3 %');
    frame(1100);
    expect(root.innerHTML).toBe('<p>Revenue **grew** by 3 %</p>');
    // No delta comes (a pause in the stream): the frames go on until it is formatted.
    frame(1199);
    expect(root.innerHTML).toBe('<p>Revenue **grew** by 3 %</p>');
    frame(1200);
    expect(root.innerHTML).toBe('<p>Revenue <strong>grew</strong> by 3 %</p>');
  });

  it('formats a block shown as written when the next one starts, keeping the blocks before', () => {
    const { root, view, frame } = framed('# Title\n\nSales');
    const heading = root.firstElementChild;
    view.update('# Title\n\nSales `up`');
    frame(0);
    view.update('# Title\n\nSales `up`\n\n');
    frame(16);
    expect(root.querySelector('code')).toBeNull();
    view.update('# Title\n\nSales `up`\n\n- north');
    frame(32);
    expect(root.innerHTML).toBe(wholeRender('# Title\n\nSales `up`\n\n- north'));
    expect(root.firstElementChild).toBe(heading);
  });

  it('flush formats what a frame showed as written', () => {
    const { root, view, frame } = framed('| a | b |\n|---|---|\n| 1');
    view.update('| a | b |\n|---|---|\n| 1 | **2** |');
    frame(0);
    expect(root.querySelector('strong')).toBeNull();
    view.flush();
    expect(root.innerHTML).toBe(wholeRender('| a | b |\n|---|---|\n| 1 | **2** |'));
  });

  it('destroy removes the text and drops a pending update', () => {
    const frames: Array<() => void> = [];
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
    vi.stubGlobal('cancelAnimationFrame', () => {});
    const container = document.body.appendChild(document.createElement('section'));
    const view = renderAnswerText(container, 'a');
    view.update('b');
    view.destroy();
    frames[0]?.();
    view.update('c');
    view.flush();
    expect(container.childNodes).toHaveLength(0);
  });
});

/** Markdown's characters and hostile pieces, for texts that exercise every construct. */
const MARKDOWN = fc.oneof(
  fc.constantFrom(
    '\n',
    '\n\n',
    ' ',
    '  ',
    '*',
    '**',
    '_',
    '`',
    '```',
    '~~',
    '#',
    '# ',
    '- ',
    '1. ',
    '> ',
    '|',
    '|---|',
    '---',
    '===',
    '[',
    ']',
    '(',
    ')',
    '!',
    '<',
    '>',
    '&',
    ';',
    '\\',
    ':',
    '.',
    '    ',
  ),
  fc.constantFrom(
    '<script>window.ran=1</script>',
    '<img src=x onerror=alert(1)>',
    '[x](javascript:alert(1))',
    '[x](https://example.com)',
    '![a](https://example.com/i.png)',
    '<https://example.com>',
    '[r]: https://example.com',
    '<iframe src=x>',
    '<a href="javascript:x" onclick=y>z</a>',
    'data:text/html,x',
  ),
  fc.string({ maxLength: 6 }),
);
const markdownText = fc.array(MARKDOWN, { maxLength: 40 }).map((parts) => parts.join(''));

describe('renderAnswerText on any text', () => {
  it('never throws, and makes no script, image, frame, disallowed link or event attribute', () => {
    fc.assert(
      fc.property(fc.oneof(markdownText, fc.string({ unit: 'binary' })), (text) => {
        const { root, view } = rendered(text);
        expectInert(root);
        view.update(`${text}${text}`);
        expectInert(root);
        view.destroy();
      }),
      { numRuns: 400 },
    );
  });

  it('renders a text streamed in any pieces as it renders the whole text', () => {
    fc.assert(
      fc.property(fc.array(MARKDOWN, { minLength: 1, maxLength: 30 }), (pieces) => {
        const { root, view } = rendered('');
        let text = '';
        for (const piece of pieces) {
          text += piece;
          view.update(text);
        }
        expect(root.innerHTML).toBe(wholeRender(text));
        view.destroy();
      }),
      { numRuns: 400 },
    );
  });

  it('renders a text streamed in frames as the whole text: formatted within 200 ms, and at once by flush', () => {
    const piecesInFrames = fc.array(
      fc.record({ piece: MARKDOWN, wait: fc.integer({ min: 0, max: 120 }), drawn: fc.boolean() }),
      { minLength: 1, maxLength: 30 },
    );
    fc.assert(
      fc.property(piecesInFrames, (steps) => {
        const { root, view, frame } = framed('');
        let text = '';
        let time = 0;
        let unformattedSince: number | undefined;
        for (const { piece, wait, drawn } of steps) {
          text += piece;
          view.update(text);
          time += wait;
          if (!drawn) continue;
          frame(time);
          // What shows differs from the text's render only for less than 200 ms.
          if (root.innerHTML === wholeRender(text)) unformattedSince = undefined;
          else {
            unformattedSince ??= time;
            expect(time - unformattedSince).toBeLessThan(200);
          }
        }
        view.flush();
        expect(root.innerHTML).toBe(wholeRender(text));
        view.destroy();
      }),
      { numRuns: 400 },
    );
  });
});
