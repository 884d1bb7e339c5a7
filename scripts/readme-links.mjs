#!/usr/bin/env node
// `npm run readme:links`: rewrites the README's relative links as absolute links into the
// repository (package.json's `repository`), so that they work on the npm page too, where a
// relative link leads nowhere. test/package/readme-links.test.ts checks the result.
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** `markdown` with each relative link outside code blocks made absolute under `repository`. */
export function absoluteLinks(markdown, repository, isFolder) {
  return markdown
    .split(/(```[\s\S]*?```)/g)
    .map((part, index) =>
      index % 2
        ? part
        : part.replace(/\]\(((?!https?:|mailto:|#)[^)\s]+)\)/g, (_, link) => {
            const [path] = link.split('#');
            return `](${repository}/${isFolder(path) ? 'tree' : 'blob'}/main/${link.replace(/^\.\//, '')})`;
          }),
    )
    .join('');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const repository = pkg.repository.url.replace(/^git\+/, '').replace(/\.git$/, '');
  const file = join(root, 'README.md');
  const isFolder = (path) => statSync(join(root, path)).isDirectory();
  writeFileSync(file, absoluteLinks(readFileSync(file, 'utf8'), repository, isFolder));
  console.log(`readme: relative links made absolute under ${repository}`);
}
