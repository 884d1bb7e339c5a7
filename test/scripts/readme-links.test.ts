/**
 * The README's links made absolute (scripts/readme-links.mjs): a file under blob/main, a folder
 * under tree/main, anchors kept, absolute links, anchors of the page and code blocks left alone.
 */
import { describe, expect, it } from 'vitest';
import { absoluteLinks } from '../../scripts/readme-links.mjs';

const REPO = 'https://github.com/acme/sdk';
const isFolder = (path: string) => path.endsWith('/') || path === 'examples';

describe('absoluteLinks', () => {
  it('makes files, folders and their anchors absolute, and leaves the rest', () => {
    const markdown = [
      '[a](docs/a.md) [b](docs/a.md#part) [c](examples/) [d](./LICENSE)',
      '[e](https://example.com/x.md) [f](#install) [g](mailto:a@b.c)',
      '```md',
      '[h](docs/not-a-link.md)',
      '```',
    ].join('\n');
    expect(absoluteLinks(markdown, REPO, isFolder)).toBe(
      [
        `[a](${REPO}/blob/main/docs/a.md) [b](${REPO}/blob/main/docs/a.md#part) [c](${REPO}/tree/main/examples/) [d](${REPO}/blob/main/LICENSE)`,
        '[e](https://example.com/x.md) [f](#install) [g](mailto:a@b.c)',
        '```md',
        '[h](docs/not-a-link.md)',
        '```',
      ].join('\n'),
    );
  });

  it('changes nothing a second time', () => {
    const once = absoluteLinks('[a](docs/a.md)', REPO, isFolder);
    expect(absoluteLinks(once, REPO, isFolder)).toBe(once);
  });
});
