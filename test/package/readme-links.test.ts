/**
 * The README works from the npm page, where a relative link leads nowhere: every link is an
 * anchor of the README itself or an absolute URL, and each link into this repository (under
 * package.json's `repository`, at `blob/main/` or `tree/main/`) names a file or folder the
 * repository has, and an anchor the README has.
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const root = new URL('../../', import.meta.url);
const readme = readFileSync(new URL('README.md', root), 'utf8');
const pkg = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as {
  homepage: string;
  repository: { url: string };
  bugs: { url: string };
};
/** The repository's web address: package.json's `repository.url` without `git+` and `.git`. */
const repository = pkg.repository.url.replace(/^git\+/, '').replace(/\.git$/, '');

/** Every Markdown link target of the README, outside code blocks. */
function linksOf(markdown: string): string[] {
  const prose = markdown.replace(/```[\s\S]*?```/g, '');
  return [...prose.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]!);
}

/** The README's heading anchors, as GitHub writes them. */
const anchors = new Set(
  [...readme.replace(/```[\s\S]*?```/g, '').matchAll(/^#{1,6} (.+)$/gm)].map((match) =>
    match[1]!
      .toLowerCase()
      .replace(/[^\p{L}\p{N} _-]/gu, '')
      .replace(/ /g, '-'),
  ),
);

describe('README links', () => {
  const links = linksOf(readme);

  it('package.json names the repository, its home page and where to report bugs', () => {
    expect(repository).toMatch(/^https:\/\/github\.com\/[\w.-]+\/[\w.-]+$/);
    expect(pkg.homepage).toBe(`${repository}#readme`);
    expect(pkg.bugs.url).toBe(`${repository}/issues`);
  });

  it('every link is absolute or an anchor of the README', () => {
    expect(links.length).toBeGreaterThan(30);
    expect(links.filter((link) => !/^(https?:|mailto:|#)/.test(link))).toEqual([]);
  });

  it('every anchor is a heading of the README', () => {
    expect(links.filter((link) => link.startsWith('#') && !anchors.has(link.slice(1)))).toEqual([]);
  });

  it('every link into the repository names a file or folder it has', () => {
    const own = links.filter((link) => link.startsWith(`${repository}/`));
    expect(own.length).toBeGreaterThan(20);
    const missing = own
      .map((link) => link.slice(repository.length + 1).split('#')[0]!)
      .filter(
        (path) =>
          !/^(blob|tree)\/main\//.test(path) || !existsSync(new URL(path.replace(/^(blob|tree)\/main\//, ''), root)),
      );
    expect(missing).toEqual([]);
  });
});
