/**
 * The unit tests of `platform-embed/react` on React 18: a vitest project that runs the same
 * files as the main project (which has React 19) with `react` and `react-dom` resolved to
 * React 18. Add it to the `projects` of vitest.config.ts:
 *
 * ```ts
 * projects: [{ extends: true, test: { name: 'unit' } }, react18Project]
 * ```
 *
 * Like the main project it runs in Node unless a file asks for happy-dom (`@vitest-environment`).
 *
 * React 18 lives in a package of its own, test/react/react-18 (the devDependency
 * `react-18-env`): react-dom 18 resolves its peer `react` from where it is installed, so the two
 * must sit side by side; npm aliases of both beside React 19 are a peer conflict `npm ci`
 * refuses. `@testing-library/react` is bundled into the tests (inlined) so that its own imports
 * of `react` and `react-dom` meet the aliases too.
 */
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import type { TestProjectInlineConfiguration } from 'vitest/config';

/** Resolves packages from inside test/react/react-18, where React 18 is installed. */
const fromReact18 = createRequire(new URL('./react-18/package.json', import.meta.url));

/** The folder of a React 18 package. */
const react18 = (name: 'react' | 'react-dom'): string => dirname(fromReact18.resolve(`${name}/package.json`));

/**
 * The ES module build of `@testing-library/react` (its `module` field): the package's `main` is
 * CommonJS, whose `require`s Node resolves itself, past any alias.
 */
const testingLibrary = createRequire(import.meta.url)
  .resolve('@testing-library/react/package.json')
  .replace(/package\.json$/, 'dist/@testing-library/react.esm.js');

/** The React 18 project: test/react/** with React 18 and its react-dom. */
export const react18Project: TestProjectInlineConfiguration = {
  // Self-contained rather than `extends: true`, which would add the root's `include` to this one's
  // (arrays are merged) and run every test of the suite twice.
  resolve: {
    // A string alias matches the name and its subpaths (`react/jsx-runtime`, `react-dom/client`), not `react-dom` for
    // `react`.
    alias: { react: react18('react'), 'react-dom': react18('react-dom'), '@testing-library/react': testingLibrary },
  },
  test: {
    name: 'react-18',
    include: ['test/react/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['test/support/fail-on-console.ts'],
    // What test/react/versions.test.ts checks: the tests really ran on React 18.
    env: { PLATFORM_EMBED_REACT_MAJOR: '18' },
    server: { deps: { inline: [/@testing-library[\\/]react[\\/]/] } },
  },
};
